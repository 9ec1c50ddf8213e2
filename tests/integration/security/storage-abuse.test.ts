import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_URL, startTestEmulator, type TestEmulator } from '../emulator.ts';

// Uploads are judged by their bytes, odd names are client errors, and a deleted listing's folder
// cannot be taken over (PGlite and PostgreSQL).

const BUCKET = 'property-images';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const HTML = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');

let emulator: TestEmulator;
let owner: { client: SupabaseClient; id: string };

beforeAll(async () => {
  // The app's jobs run by themselves here: the last test is that a delete sets photo removal off.
  emulator = await startTestEmulator({ seed: false, backgroundJobs: true });
  owner = await emulator.signedInUser();
}, 120_000);
afterAll(async () => emulator?.stop());

async function newListing(client: SupabaseClient, id: string = randomUUID()) {
  return client.from('properties').insert({ id, title: 'Villa', address: '1 Palm Street', location: 'Saadiyat Island', permit_number: 'MDH-1' });
}

describe('uploads', () => {
  it('refuses HTML bytes declared as a JPEG, and stores real images with their true type', async () => {
    const id = randomUUID();
    expect((await newListing(owner.client, id)).error).toBeNull();
    const fake = await owner.client.storage.from(BUCKET).upload(`${id}/${id}_0_1.jpg`, new Blob([HTML], { type: 'image/jpeg' }));
    expect((fake.error as { statusCode?: string } | null)?.statusCode).toBe('415');

    // Real JPEG bytes declared as PNG: kept, but served as what they are, never sniffed.
    const path = `${id}/${id}_1_1.png`;
    expect((await owner.client.storage.from(BUCKET).upload(path, new Blob([JPEG], { type: 'image/png' }))).error).toBeNull();
    const res = await emulator.fetch(new Request(`${API_URL}/storage/v1/object/public/${BUCKET}/${path}`));
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers every bad object name with a 4xx', async () => {
    const id = randomUUID();
    expect((await newListing(owner.client, id)).error).toBeNull();
    const names = [`${id}/${'a'.repeat(300)}.jpg`, `${id}/${'b/'.repeat(600)}c.jpg`, `${id}/line\nbreak.jpg`, `${id}/tab\there.jpg`, `${id}//x.jpg`, `${id}/%ZZ.jpg`];
    for (const name of names) {
      const res = await emulator.fetchFrom(
        new Request(`${API_URL}/storage/v1/object/${BUCKET}/${name.split('/').map((s) => (s === '%ZZ.jpg' ? s : encodeURIComponent(s))).join('/')}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${(await owner.client.auth.getSession()).data.session!.access_token}`, 'content-type': 'image/jpeg' },
          body: JPEG,
        }),
      );
      expect(res.status, name.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.status, name.slice(0, 60)).toBeLessThan(500);
    }
  });
});

describe('deleted listings', () => {
  it("removes a deleted listing's photos, and a new listing with its id cannot take the folder over", async () => {
    const id = randomUUID();
    expect((await newListing(owner.client, id)).error).toBeNull();
    const path = `${id}/${id}_0_1.jpg`;
    expect((await owner.client.storage.from(BUCKET).upload(path, new Blob([JPEG], { type: 'image/jpeg' }))).error).toBeNull();
    expect((await owner.client.from('properties').delete().eq('id', id)).error).toBeNull();
    await emulator.appHooks.removeDeletedPhotos();
    expect((await emulator.fetch(new Request(`${API_URL}/storage/v1/object/public/${BUCKET}/${path}`))).status).toBe(400);

    // Someone else, and the owner too, cannot bring the id back to write into that folder.
    const intruder = await emulator.signedInUser();
    for (const client of [intruder.client, owner.client]) {
      const again = await newListing(client, id);
      expect(again.error?.code).toBe('23505');
      const upload = await client.storage.from(BUCKET).upload(path, new Blob([JPEG], { type: 'image/jpeg' }), { upsert: true });
      expect(upload.error).not.toBeNull();
    }
  });

  it('removes them by itself right after a delete through the API', async () => {
    const id = randomUUID();
    expect((await newListing(owner.client, id)).error).toBeNull();
    const path = `${id}/${id}_0_1.jpg`;
    expect((await owner.client.storage.from(BUCKET).upload(path, new Blob([JPEG], { type: 'image/jpeg' }))).error).toBeNull();
    expect((await owner.client.from('properties').delete().eq('id', id)).error).toBeNull();
    await vi.waitFor(async () => expect((await emulator.fetch(new Request(`${API_URL}/storage/v1/object/public/${BUCKET}/${path}`))).status).toBe(400), {
      // Generous: a busy machine may take seconds; a quiet one takes tens of milliseconds.
      timeout: 20_000,
      interval: 50,
    });
  });
});
