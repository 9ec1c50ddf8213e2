import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../emulator.ts';

// A listing's folder in the property-images bucket holds at most 14 objects (twice the 7 images a
// listing may have), enforced by the database's storage policies, so hosted Storage keeps the same
// rule (PGlite and PostgreSQL).

const BUCKET = 'property-images';
const CAP = 14;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const jpeg = () => new Blob([JPEG], { type: 'image/jpeg' });

let emulator: TestEmulator;
let owner: { client: SupabaseClient; id: string };

beforeAll(async () => {
  emulator = await startTestEmulator({ seed: false });
  owner = await emulator.signedInUser();
}, 120_000);
afterAll(async () => emulator?.stop());

async function newListing(): Promise<string> {
  const id = randomUUID();
  const { error } = await owner.client.from('properties').insert({ id, title: 'Villa', address: '1 Palm Street', location: 'Saadiyat Island', permit_number: 'MDH-1' });
  if (error) throw error;
  return id;
}

async function objectsIn(folder: string) {
  const { rows } = await emulator.db.query<{ n: number }>(`select count(*)::int as n from storage.objects where bucket_id = $1 and name like $2`, [BUCKET, `${folder}/%`]);
  return rows[0].n;
}

describe("a listing's folder", () => {
  it('takes 14 objects and refuses the 15th, while an object already there can still be replaced', async () => {
    const id = await newListing();
    const bucket = owner.client.storage.from(BUCKET);
    for (let i = 0; i < CAP; i++) expect((await bucket.upload(`${id}/${id}_${i}_1.jpg`, jpeg())).error, `object ${i}`).toBeNull();
    const over = await bucket.upload(`${id}/${id}_${CAP}_1.jpg`, jpeg());
    expect(over.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    // Deeper names count for the listing too.
    expect((await bucket.upload(`${id}/more/${id}_x.jpg`, jpeg())).error).not.toBeNull();
    // The app uploads with upsert, so a retry writes the same object again: still allowed when full.
    expect((await bucket.upload(`${id}/${id}_0_1.jpg`, jpeg(), { upsert: true })).error).toBeNull();
    expect((await bucket.update(`${id}/${id}_1_1.jpg`, jpeg())).error).toBeNull();
    expect(await objectsIn(id)).toBe(CAP);

    // Removing one makes room for one; another listing's folder is not affected.
    expect((await bucket.remove([`${id}/${id}_0_1.jpg`])).error).toBeNull();
    expect((await bucket.upload(`${id}/${id}_${CAP}_1.jpg`, jpeg())).error).toBeNull();
    const other = await newListing();
    expect((await bucket.upload(`${other}/${other}_0_1.jpg`, jpeg())).error).toBeNull();
  });

  it('takes exactly 14 of 30 uploads sent at once', async () => {
    const id = await newListing();
    const bucket = owner.client.storage.from(BUCKET);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => bucket.upload(`${id}/${id}_${i}_2.jpg`, jpeg())));
    expect(results.filter((r) => r.error === null)).toHaveLength(CAP);
    expect(await objectsIn(id)).toBe(CAP);
  });

  it('the service role is not capped (the seed and maintenance jobs write as it)', async () => {
    const id = await newListing();
    for (let i = 0; i <= CAP; i++) expect((await emulator.admin.storage.from(BUCKET).upload(`${id}/${id}_${i}_3.jpg`, jpeg())).error).toBeNull();
    expect(await objectsIn(id)).toBe(CAP + 1);
  });
});
