import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_URL, publicImageUrl, startTestEmulator, type TestEmulator } from './emulator.ts';

// The database keeps each listing's photos at positions 0..n-1 with the cover at 0, and its floor
// plans (at most 2) in an order of their own, whatever sequence of adds, removals and reorders
// clients send.

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

let emulator: TestEmulator;
let owner: { client: SupabaseClient; id: string };

beforeAll(async () => {
  emulator = await startTestEmulator();
  owner = await emulator.signedInUser();
}, 120_000);
afterAll(async () => emulator?.stop());

async function listing() {
  const id = randomUUID();
  const { error } = await owner.client.from('properties').insert({ id, title: 'Villa', address: '1 Palm Street', location: 'Yas Island', permit_number: 'MDH-1' });
  if (error) throw error;
  return id;
}

/** An image's row fields as the app writes them: its object's path in the listing's folder and public URL. */
function image(propertyId: string, name: string) {
  const path = `${propertyId}/${propertyId}_${name}.jpg`;
  return { property_id: propertyId, image_url: publicImageUrl(path), storage_path: path };
}

/** Adds a photo (or a floor plan) as a careless client would: claiming position 0 and the cover every time. */
async function addPhoto(propertyId: string, name: string, kind: 'photo' | 'floor_plan' = 'photo') {
  const { data, error } = await owner.client
    .from('property_images')
    .insert({ ...image(propertyId, name), is_primary: true, position: 0, kind })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

async function photos(propertyId: string, kind: 'photo' | 'floor_plan' = 'photo') {
  const { data } = await emulator.admin.from('property_images').select('id, position, is_primary, image_url').eq('property_id', propertyId).eq('kind', kind).order('position');
  return data!.map((p) => ({ id: p.id as string, position: p.position as number, cover: p.is_primary as boolean }));
}

describe('photo order', () => {
  it('the seed already has every listing at positions 0..n-1 per kind, with one cover: photo 0', async () => {
    const { rows } = await emulator.db.query(
      `select property_id, kind from public.property_images group by property_id, kind
        having min(position) <> 0 or max(position) <> count(*) - 1 or count(distinct position) <> count(*)
            or count(*) filter (where is_primary) <> (case kind when 'photo' then 1 else 0 end)
            or bool_or(is_primary and position <> 0)`,
    );
    expect(rows).toEqual([]);
    // Floor plans for some homes, at most 2 each.
    const plans = await emulator.db.query<{ listings: number; most: number }>(
      `select count(*)::int as listings, max(n)::int as most
         from (select count(*) as n from public.property_images where kind = 'floor_plan' group by property_id) per_listing`,
    );
    expect(plans.rows[0].listings).toBeGreaterThan(5);
    expect(plans.rows[0].most).toBe(2);
  });

  it('new photos go to the end, whatever the client claims, and the first is the cover', async () => {
    const id = await listing();
    const [a, b, c] = [await addPhoto(id, 'a'), await addPhoto(id, 'b'), await addPhoto(id, 'c')];
    expect(await photos(id)).toEqual([
      { id: a, position: 0, cover: true },
      { id: b, position: 1, cover: false },
      { id: c, position: 2, cover: false },
    ]);
  });

  it('removing the cover, then adding a photo, leaves one cover and no gap', async () => {
    const id = await listing();
    const [a, b] = [await addPhoto(id, 'a'), await addPhoto(id, 'b')];
    expect((await owner.client.from('property_images').delete().eq('id', a)).error).toBeNull();
    const c = await addPhoto(id, 'c');
    expect(await photos(id)).toEqual([
      { id: b, position: 0, cover: true },
      { id: c, position: 1, cover: false },
    ]);
    // Deleting what is already gone succeeds (a retried removal).
    expect((await owner.client.from('property_images').delete().eq('id', a)).error).toBeNull();
  });

  it('reorders through the RPC only, by the owner, with every photo listed once', async () => {
    const id = await listing();
    const [a, b, c] = [await addPhoto(id, 'a'), await addPhoto(id, 'b'), await addPhoto(id, 'c')];
    const moved = await owner.client.rpc('reorder_listing_photos', { property_id: id, photo_ids: [c, a, b] });
    expect(moved.error).toBeNull();
    expect(await photos(id)).toEqual([
      { id: c, position: 0, cover: true },
      { id: a, position: 1, cover: false },
      { id: b, position: 2, cover: false },
    ]);
    // Sent twice, the same order: the same result.
    expect((await owner.client.rpc('reorder_listing_photos', { property_id: id, photo_ids: [c, a, b] })).error).toBeNull();

    const partial = await owner.client.rpc('reorder_listing_photos', { property_id: id, photo_ids: [a, b] });
    expect(partial.error?.code).toBe('22023');
    const twice = await owner.client.rpc('reorder_listing_photos', { property_id: id, photo_ids: [a, a, b, c] });
    expect(twice.error?.code).toBe('22023');
    const stranger = await emulator.signedInUser();
    const foreign = await stranger.client.rpc('reorder_listing_photos', { property_id: id, photo_ids: [a, b, c] });
    expect(foreign.error?.code).toBe('42501');
    const anon = await emulator.client().rpc('reorder_listing_photos', { property_id: id, photo_ids: [a, b, c] });
    expect(anon.error).not.toBeNull();

    // Moving rows directly is not allowed to clients.
    const direct = await owner.client.from('property_images').update({ position: 4 }).eq('id', a);
    expect(direct.error?.code).toBe('42501');
    expect((await photos(id)).map((p) => p.id)).toEqual([c, a, b]);
  });

  it('floor plans keep an order of their own, at most 2, and are never the cover', async () => {
    const id = await listing();
    const plan1 = await addPhoto(id, 'plan-1', 'floor_plan');
    const a = await addPhoto(id, 'a');
    const plan2 = await addPhoto(id, 'plan-2', 'floor_plan');
    const b = await addPhoto(id, 'b');
    expect(await photos(id)).toEqual([
      { id: a, position: 0, cover: true },
      { id: b, position: 1, cover: false },
    ]);
    expect(await photos(id, 'floor_plan')).toEqual([
      { id: plan1, position: 0, cover: false },
      { id: plan2, position: 1, cover: false },
    ]);
    const third = await owner.client.from('property_images').insert({ ...image(id, 'plan-3'), kind: 'floor_plan' });
    expect(third.error?.code).toBe('23514');
    expect(third.error?.message).toBe('A listing can have at most 2 floor plans');
    // The 2 floor plans leave room for all 5 photos.
    for (const name of ['c', 'd', 'e']) await addPhoto(id, name);
    expect((await owner.client.from('property_images').insert(image(id, 'f'))).error?.message).toBe('A listing can have at most 5 images');
    const unknown = await owner.client.from('property_images').insert({ ...image(id, 'x'), kind: 'sketch' });
    expect(unknown.error?.code).toBe('23514');

    // One reorder lists every image; each kind takes its own order from it.
    const all = (await photos(id)).map((p) => p.id);
    const moved = await owner.client.rpc('reorder_listing_photos', { property_id: id, photo_ids: [plan2, ...all.reverse(), plan1] });
    expect(moved.error).toBeNull();
    expect((await photos(id)).map((p) => p.id)).toEqual(all);
    expect((await photos(id)).filter((p) => p.cover).map((p) => p.id)).toEqual([all[0]]);
    expect((await photos(id, 'floor_plan')).map((p) => p.id)).toEqual([plan2, plan1]);

    // Removing the first floor plan closes its gap and leaves the photos as they were.
    expect((await owner.client.from('property_images').delete().eq('id', plan2)).error).toBeNull();
    expect(await photos(id, 'floor_plan')).toEqual([{ id: plan1, position: 0, cover: false }]);
    expect((await photos(id)).map((p) => p.id)).toEqual(all);
  });

  it("a removed photo's stored object goes too", async () => {
    const id = await listing();
    const path = `${id}/${id}_0_1.jpg`;
    expect((await owner.client.storage.from('property-images').upload(path, new Blob([JPEG], { type: 'image/jpeg' }))).error).toBeNull();
    const { data } = await owner.client
      .from('property_images')
      .insert({ property_id: id, image_url: publicImageUrl(path), storage_path: path })
      .select('id')
      .single();
    expect((await owner.client.from('property_images').delete().eq('id', data!.id)).error).toBeNull();
    await emulator.appHooks.removeDeletedPhotos();
    expect((await emulator.fetch(new Request(`${API_URL}/storage/v1/object/public/property-images/${path}`))).status).toBe(400);
  });
});
