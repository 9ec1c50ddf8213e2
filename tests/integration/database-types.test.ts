import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DATABASE_TYPES_FILES, generateDatabaseTypes } from '../../scripts/database-types.ts';
import { allowedValues } from '../../scripts/read-database-schema.ts';

describe('generated Database types', () => {
  it('match the migrations (else run `npm run gen:types` and commit the result)', async () => {
    const generated = await generateDatabaseTypes();
    for (const file of DATABASE_TYPES_FILES) {
      const committed = await readFile(new URL(`../../${file}`, import.meta.url), 'utf8').catch(() => '');
      expect(committed === generated, `${file} is out of date with supabase/migrations: run \`npm run gen:types\` and commit it`).toBe(true);
    }
  });

  it("type a CHECK (column in (...)) column with its values, and nothing else", () => {
    expect(allowedValues("CHECK ((status = ANY (ARRAY['available'::text, 'under_offer'::text])))", 'status')).toEqual(['available', 'under_offer']);
    expect(allowedValues("CHECK ((kind = ANY (ARRAY['it''s'::text])))", 'kind')).toEqual(["it's"]);
    // Another column's check, a range, or a list with an expression in it stays a plain string.
    expect(allowedValues("CHECK ((status = ANY (ARRAY['a'::text])))", 'other')).toBeNull();
    expect(allowedValues('CHECK (((price >= (0)::numeric) AND (price <= 100)))', 'price')).toBeNull();
    expect(allowedValues("CHECK ((status = ANY (ARRAY['a'::text, lower('B'::text)])))", 'status')).toBeNull();
  });
});
