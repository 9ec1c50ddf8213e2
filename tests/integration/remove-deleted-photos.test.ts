import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withFunctionEnv } from '../../supabase/emulator/functions/deno-shim.ts';
import { listen } from '../../supabase/emulator/server.ts';
import { handler } from '../../supabase/functions/remove-deleted-photos/handler.ts';
import { API_URL, freePort, publicImageUrl, SERVICE_ROLE_KEY, startTestEmulator, type TestEmulator } from './emulator.ts';

// The remove-deleted-photos edge function drains the queues of photos to remove through the
// Storage API, as it must on hosted Supabase. It runs in the emulator and reaches its REST and
// Storage APIs over HTTP (SUPABASE_URL is a spare port the emulator listens on). The emulator's
// own runs (after deletes, on a timer) are off here, so each run below is the test's.

const BUCKET = 'property-images';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

let emu: TestEmulator;
let server: { close(): Promise<void> } | undefined;
let owner: { client: SupabaseClient; id: string };
let stranger: { client: SupabaseClient; id: string };

beforeAll(async () => {
  const ports = { api: await freePort(), inbox: await freePort() };
  emu = await startTestEmulator({ seed: false, functionEnv: { SUPABASE_URL: `http://127.0.0.1:${ports.api}` } });
  server = await listen(emu, ports);
  [owner, stranger] = await Promise.all([emu.signedInUser(), emu.signedInUser()]);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await emu?.stop();
});

interface Report {
  listings: number;
  photos: number;
  objects: number;
  failed: number;
}

/** Invokes the function as the given client would; answers the status and JSON body. */
async function invoke(client: SupabaseClient): Promise<{ status: number; body: Report & { error?: string } }> {
  const { data, error } = await client.functions.invoke('remove-deleted-photos', { method: 'POST' });
  if (!error) return { status: 200, body: data };
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const res = (error as FunctionsHttpError).context as Response;
  return { status: res.status, body: await res.json() };
}

/** A listing of the owner's with photos stored under its folder; answers its id and the object names. */
async function listingWithPhotos(names: (id: string) => string[]): Promise<{ id: string; paths: string[] }> {
  const id = randomUUID();
  const created = await owner.client.from('properties').insert({ id, title: 'Villa', address: '1 Palm Street', location: 'Saadiyat Island', permit_number: 'MDH-1' });
  expect(created.error).toBeNull();
  const paths = names(id);
  for (const path of paths) {
    expect((await owner.client.storage.from(BUCKET).upload(path, new Blob([JPEG], { type: 'image/jpeg' }))).error).toBeNull();
  }
  return { id, paths };
}

async function deleteListing(id: string) {
  expect((await owner.client.from('properties').delete().eq('id', id)).error).toBeNull();
}

/** The queue row of a deleted listing. */
async function queueRow(id: string) {
  const { rows } = await emu.db.query<{ removed: boolean; claimed: boolean }>(
    `select photos_removed_at is not null as removed, photos_claimed_until is not null as claimed from private.deleted_properties where id = $1`,
    [id],
  );
  return rows[0];
}

/** The names stored under a folder (rows of storage.objects). */
async function storedUnder(folder: string): Promise<string[]> {
  const { rows } = await emu.db.query<{ name: string }>(`select name from storage.objects where bucket_id = $1 and name like $2 order by name`, [BUCKET, `${folder}/%`]);
  return rows.map((r) => r.name);
}

const publicStatus = async (path: string) => (await emu.fetch(new Request(`${API_URL}/storage/v1/object/public/${BUCKET}/${path}`))).status;

describe('remove-deleted-photos', () => {
  it('refuses anon and signed-in callers, and leaves the queue as it was', async () => {
    const { id, paths } = await listingWithPhotos((id) => [`${id}/${id}_0_1.jpg`]);
    await deleteListing(id);

    for (const client of [emu.client(), owner.client, stranger.client]) {
      expect(await invoke(client)).toEqual({ status: 403, body: { error: 'Only the service role may remove deleted photos' } });
    }
    // Past the gateway's JWT check (as with verify_jwt off), a call without a token is refused too.
    const bare = await withFunctionEnv({ SUPABASE_URL: API_URL, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY }, () =>
      handler(new Request(`${API_URL}/functions/v1/remove-deleted-photos`, { method: 'POST' })),
    );
    expect(bare.status).toBe(401);
    // Nor may they read or mark the queue themselves.
    for (const client of [emu.client(), owner.client]) {
      expect((await client.rpc('claim_photo_removals', { max_items: 10 })).error).not.toBeNull();
      expect((await client.rpc('finish_photo_removals', { listing_ids: [id] })).error).not.toBeNull();
    }
    expect(await queueRow(id)).toEqual({ removed: false, claimed: false });
    expect(await storedUnder(id)).toEqual(paths);

    expect(await invoke(emu.admin)).toEqual({ status: 200, body: { listings: 1, photos: 0, objects: 1, failed: 0 } });
  });

  it("removes a deleted listing's photos at any depth and a removed photo's object, marks the queue, and a second run is a no-op", async () => {
    const gone = await listingWithPhotos((id) => [`${id}/${id}_0_1.jpg`, `${id}/${id}_1_1.jpg`, `${id}/originals/${id}_0_1.jpg`]);
    // A photo the app already removed from storage with its row: nothing left to remove, no failure.
    const kept = await listingWithPhotos((id) => [`${id}/${id}_0_1.jpg`, `${id}/${id}_1_1.jpg`]);
    const rows = await owner.client
      .from('property_images')
      .insert(kept.paths.map((path) => ({ property_id: kept.id, image_url: publicImageUrl(path), storage_path: path })))
      .select('id, storage_path');
    expect(rows.error).toBeNull();
    for (const photo of rows.data!) expect((await owner.client.from('property_images').delete().eq('id', photo.id)).error).toBeNull();
    expect((await owner.client.storage.from(BUCKET).remove([kept.paths[1]])).error).toBeNull();
    await deleteListing(gone.id);
    expect(await publicStatus(gone.paths[0])).toBe(200);

    expect(await invoke(emu.admin)).toEqual({ status: 200, body: { listings: 1, photos: 2, objects: 4, failed: 0 } });
    expect(await storedUnder(gone.id)).toEqual([]);
    expect(await storedUnder(kept.id)).toEqual([]);
    for (const path of [...gone.paths, ...kept.paths]) expect(await publicStatus(path)).toBe(400);
    expect(await queueRow(gone.id)).toEqual({ removed: true, claimed: false });
    expect((await emu.db.query(`select 1 from private.removed_photo_objects`)).rows).toEqual([]);

    const { rows: before } = await emu.db.query(`select id, photos_removed_at from private.deleted_properties order by id`);
    expect(await invoke(emu.admin)).toEqual({ status: 200, body: { listings: 0, photos: 0, objects: 0, failed: 0 } });
    expect((await emu.db.query(`select id, photos_removed_at from private.deleted_properties order by id`)).rows).toEqual(before);
  });

  it('runs at the same time remove each photo once, and finishing again changes nothing', async () => {
    const listings = await Promise.all([1, 2, 3].map(() => listingWithPhotos((id) => [`${id}/${id}_0_1.jpg`, `${id}/${id}_1_1.jpg`])));
    for (const { id } of listings) await deleteListing(id);

    const runs = await Promise.all([invoke(emu.admin), invoke(emu.admin), emu.appHooks.removeDeletedPhotos()]);
    const reports = runs.map((r) => ('status' in r ? (expect(r.status).toBe(200), r.body) : r));
    const sum = (key: keyof Report) => reports.reduce((total, r) => total + r[key], 0);
    expect({ listings: sum('listings'), objects: sum('objects'), failed: sum('failed') }).toEqual({ listings: 3, objects: 6, failed: 0 });
    for (const { id } of listings) {
      expect(await storedUnder(id)).toEqual([]);
      expect(await queueRow(id)).toEqual({ removed: true, claimed: false });
    }

    // A run that reports a batch done twice (its answer was lost and it ran again) changes nothing.
    const { rows: before } = await emu.db.query(`select id, photos_removed_at from private.deleted_properties order by id`);
    expect((await emu.admin.rpc('finish_photo_removals', { listing_ids: listings.map((l) => l.id), photo_paths: [] })).error).toBeNull();
    expect((await emu.db.query(`select id, photos_removed_at from private.deleted_properties order by id`)).rows).toEqual(before);
  });

  it('keeps a removed photo that was added back before the run', async () => {
    const { id, paths } = await listingWithPhotos((id) => [`${id}/${id}_0_1.jpg`]);
    const photo = { property_id: id, image_url: publicImageUrl(paths[0]), storage_path: paths[0] };
    const added = await owner.client.from('property_images').insert(photo).select('id').single();
    expect(added.error).toBeNull();
    expect((await owner.client.from('property_images').delete().eq('id', added.data!.id)).error).toBeNull();
    // The same photo sent again (a replayed write) names the same object.
    expect((await owner.client.from('property_images').insert(photo)).error).toBeNull();

    expect(await invoke(emu.admin)).toEqual({ status: 200, body: { listings: 0, photos: 0, objects: 0, failed: 0 } });
    expect(await storedUnder(id)).toEqual(paths);
    expect((await emu.db.query(`select 1 from private.removed_photo_objects`)).rows).toEqual([]);
  });

  it('leaves a claimed listing to the run that claimed it, and takes it over once the claim lapses', async () => {
    const { id } = await listingWithPhotos((id) => [`${id}/${id}_0_1.jpg`]);
    await deleteListing(id);
    // A run that claimed the listing and then died.
    const claimed = await emu.admin.rpc('claim_photo_removals', { max_items: 10 });
    expect(claimed.data).toEqual([{ kind: 'listing', path: id }]);
    expect(await invoke(emu.admin)).toEqual({ status: 200, body: { listings: 0, photos: 0, objects: 0, failed: 0 } });
    expect(await queueRow(id)).toEqual({ removed: false, claimed: true });

    await emu.db.query(`update private.deleted_properties set photos_claimed_until = now() - interval '1 second' where id = $1`, [id]);
    expect(await invoke(emu.admin)).toEqual({ status: 200, body: { listings: 1, photos: 0, objects: 1, failed: 0 } });
    expect(await queueRow(id)).toEqual({ removed: true, claimed: false });
  });
});

describe('the scheduled call on hosted Supabase', () => {
  it('posts to the function with the Vault secrets only when a queue holds something', async () => {
    // Stand-ins for what hosted Supabase provides: Vault's decrypted secrets and pg_net's http_post.
    await emu.db.exec(`
      create schema vault;
      create table vault.decrypted_secrets (name text primary key, decrypted_secret text);
      create schema net;
      create table net.posts (url text, headers jsonb, body jsonb, timeout_milliseconds integer);
      create function net.http_post(url text, body jsonb, params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
      returns bigint language sql as $$ insert into net.posts values (url, headers, body, timeout_milliseconds) returning 1::bigint $$;
    `);
    const posts = async () => (await emu.db.query<{ url: string; headers: Record<string, string> }>(`select url, headers from net.posts`)).rows;
    const request = () => emu.db.query(`select private.request_photo_removal()`);

    // Queues empty: no call at all.
    await request();
    expect(await posts()).toEqual([]);

    const { id } = await listingWithPhotos((id) => [`${id}/${id}_0_1.jpg`]);
    await deleteListing(id);
    // Secrets not set yet: a warning, no call.
    await request();
    expect(await posts()).toEqual([]);

    await emu.db.query(`insert into vault.decrypted_secrets values ('project_url', 'https://ref.supabase.co/'), ('service_role_key', 'service-key')`);
    await request();
    expect(await posts()).toEqual([
      { url: 'https://ref.supabase.co/functions/v1/remove-deleted-photos', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer service-key' } },
    ]);
    expect(await invoke(emu.admin)).toEqual({ status: 200, body: { listings: 1, photos: 0, objects: 1, failed: 0 } });
  });
});
