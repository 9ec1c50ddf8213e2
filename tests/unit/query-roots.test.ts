import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isKeptQueryKey, isOthersPrivateQueryKey, isPublicQueryKey, queryKeyOf, QUERY_ROOTS } from '@/lib/query-roots';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const sources = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('query roots: one registry', () => {
  it('is where every query key starts: no factory writes a root as a literal', () => {
    const literal = /queryKey:\s*\[\s*['"`]/;
    const offenders = sources(SRC).filter((file) => literal.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it("says whose each root is and whether the device keeps it, and the rules follow it", () => {
    const user = 'user-1';
    for (const [root, rule] of Object.entries(QUERY_ROOTS)) {
      const key = rule.owner === 'user' ? [root, user] : [root];
      expect(isPublicQueryKey(key)).toBe(rule.owner === 'anyone');
      expect(isKeptQueryKey(key, user)).toBe(rule.kept);
      // Another user's data is never kept for this one, and is removed on the way in.
      if (rule.owner === 'user') {
        expect(isKeptQueryKey([root, 'someone-else'], user)).toBe(false);
        expect(isOthersPrivateQueryKey([root, 'someone-else'], user)).toBe(true);
        expect(isOthersPrivateQueryKey(key, null)).toBe(true);
      }
    }
    expect(queryKeyOf('my-listings', user, 'edit', 'p1')).toEqual(['my-listings', user, 'edit', 'p1']);
    // A key under no registered root is neither public nor kept.
    expect(isPublicQueryKey(['unregistered'])).toBe(false);
    expect(isKeptQueryKey(['unregistered'], user)).toBe(false);
  });
});
