import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addListingPhoto } from '@/features/listings/api/add-listing-photo-kind';
import { imagePath } from '@/features/listings/api/listing-image-storage';
import { API_URL, publicImageUrl, startTestEmulator, type TestEmulator } from '../emulator.ts';

// A listing image added by a client is served from this project's storage: its URL is the public
// URL of its own object in the listing's folder, as the app writes it. The seed (written without a
// request) and the service role keep their relative /samples/ paths (PGlite and PostgreSQL).

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

let emulator: TestEmulator;
let owner: { client: SupabaseClient; id: string };

beforeAll(async () => {
  emulator = await startTestEmulator();
  owner = await emulator.signedInUser();
}, 120_000);
afterAll(async () => emulator?.stop());

async function newListing(): Promise<string> {
  const id = randomUUID();
  const { error } = await owner.client.from('properties').insert({ id, title: 'Villa', address: '1 Palm Street', location: 'Saadiyat Island', permit_number: 'MDH-1' });
  if (error) throw error;
  return id;
}

describe('listing image URLs', () => {
  it('refuses javascript:, data:, foreign hosts, relative paths and paths outside the listing folder', async () => {
    const id = await newListing();
    const other = await newListing();
    const path = `${id}/${id}_0_1.jpg`;
    const refused = [
      { image_url: 'javascript:alert(document.cookie)', storage_path: path },
      { image_url: `javascript://x/storage/v1/object/public/property-images/${path}`, storage_path: path },
      { image_url: 'data:image/svg+xml,<svg onload="alert(1)"/>', storage_path: path },
      { image_url: `data:text/html,/storage/v1/object/public/property-images/${path}`, storage_path: path },
      { image_url: `https://evil.example/x.jpg`, storage_path: path },
      { image_url: `https://user@evil.example/storage/v1/object/public/property-images/${path}`, storage_path: path },
      { image_url: `/storage/v1/object/public/property-images/${path}`, storage_path: path },
      { image_url: '/samples/villa.svg', storage_path: null },
      { image_url: publicImageUrl(`${other}/${other}_0_1.jpg`), storage_path: `${other}/${other}_0_1.jpg` },
      { image_url: publicImageUrl(`${id}/${id}_1_1.jpg`), storage_path: path },
    ];
    for (const row of refused) {
      const res = await owner.client.from('property_images').insert({ property_id: id, ...row });
      expect(res.error?.code, row.image_url).toBe('23514');
      expect(res.status).toBe(400);
    }
    const { count } = await emulator.admin.from('property_images').select('id', { count: 'exact', head: true }).eq('property_id', id);
    expect(count).toBe(0);
  });

  it('accepts what the app writes: the public URL of the uploaded object', async () => {
    const id = await newListing();
    const photoId = randomUUID();
    const path = imagePath(id, 0, { name: 'front.jpg', type: 'image/jpeg' });
    await addListingPhoto(owner.client, { listingId: id, photoId, path, type: 'image/jpeg', data: new Blob([JPEG], { type: 'image/jpeg' }) });
    const { data } = await emulator.admin.from('property_images').select('image_url, storage_path').eq('id', photoId).single();
    expect(data).toEqual({ image_url: `${API_URL}/storage/v1/object/public/property-images/${path}`, storage_path: path });
    // And over https, as on hosted Supabase.
    const secure = `${id}/${id}_1_1.jpg`;
    const https = await owner.client.from('property_images').insert({ property_id: id, image_url: `https://abc.supabase.co/storage/v1/object/public/property-images/${secure}`, storage_path: secure });
    expect(https.error).toBeNull();
  });

  it('keeps the seed and the service role working with relative sample paths', async () => {
    const { rows } = await emulator.db.query<{ n: number }>(`select count(*)::int as n from public.property_images where image_url like '/samples/%'`);
    expect(rows[0].n).toBeGreaterThan(0);
    const id = await newListing();
    expect((await emulator.admin.from('property_images').insert({ property_id: id, image_url: '/samples/villa-exterior.svg' })).error).toBeNull();
  });
});
