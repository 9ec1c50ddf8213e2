import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/emulator/jwt.ts';
import { API_URL, ANON_KEY, startTestEmulator, type TestEmulator } from './emulator.ts';

const BUCKET = 'property-images';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

let emu: TestEmulator;
let a: { client: SupabaseClient; id: string };
let b: { client: SupabaseClient; id: string };
let pid: string;
let path: string;

const png = (bytes: Uint8Array<ArrayBuffer> = PNG) => new Blob([bytes], { type: 'image/png' });
const objectUrl = (p: string) => `${API_URL}/storage/v1/object/${BUCKET}/${p}`;

beforeAll(async () => {
  emu = await startTestEmulator({ seed: false });
  a = await emu.signedInUser();
  b = await emu.signedInUser();
  pid = randomUUID();
  path = `${pid}/${pid}_0_123.png`;
  await emu.db.query(
    "insert into public.properties (id, user_id, title, address, location) values ($1,$2,'T','A','Yas Island')",
    [pid, a.id],
  );
});
afterAll(async () => emu?.stop());

describe('storage: property-images', () => {
  it('lets the listing owner upload, and anyone read the public URL', async () => {
    const { data, error } = await a.client.storage.from(BUCKET).upload(path, png());
    expect(error).toBeNull();
    expect(data?.path).toBe(path);
    expect(data?.fullPath).toBe(`${BUCKET}/${path}`);

    const url = a.client.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    expect(url).toBe(`${API_URL}/storage/v1/object/public/${BUCKET}/${path}`);
    const res = await emu.fetch(new Request(url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);

    const anon = await emu.fetch(new Request(url, { headers: { apikey: ANON_KEY } }));
    expect(anon.status).toBe(200);
    const download = await emu.fetch(new Request(`${url}?download=photo.png`));
    expect(download.headers.get('content-disposition')).toContain('attachment');
  });

  it('downloads through the authenticated route for the owner only; the public URL serves everyone', async () => {
    const { data, error } = await a.client.storage.from(BUCKET).download(path);
    expect(error).toBeNull();
    expect(new Uint8Array(await data!.arrayBuffer())).toEqual(PNG);
    for (const client of [emu.client(), b.client]) expect((await client.storage.from(BUCKET).download(path)).data).toBeNull();
  });

  it('lets nobody but the owner list a listing folder, and nobody list the bucket', async () => {
    for (const client of [emu.client(), b.client]) {
      expect((await client.storage.from(BUCKET).list(pid)).data).toEqual([]);
      expect((await client.storage.from(BUCKET).list()).data).toEqual([]);
    }
    expect((await a.client.storage.from(BUCKET).list(pid)).data?.length).toBeGreaterThan(0);
  });

  it('refuses a second upload without upsert, allows it with upsert', async () => {
    const again = await a.client.storage.from(BUCKET).upload(path, png());
    expect(again.error?.message).toBe('The resource already exists');
    expect((again.error as { statusCode?: string } | null)?.statusCode).toBe('409');

    const replaced = new Uint8Array([...PNG, 9]);
    const upsert = await a.client.storage.from(BUCKET).upload(path, png(replaced), { upsert: true });
    expect(upsert.error).toBeNull();
    const res = await emu.fetch(new Request(a.client.storage.from(BUCKET).getPublicUrl(path).data.publicUrl));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(replaced);

    const update = await a.client.storage.from(BUCKET).update(path, png());
    expect(update.error).toBeNull();
  });

  it("rejects another user's upload into the owner's folder", async () => {
    const { error } = await b.client.storage.from(BUCKET).upload(`${pid}/intruder.png`, png());
    expect((error as { statusCode?: string } | null)?.statusCode).toBe('403');
    expect(error?.message).toBe('new row violates row-level security policy');
    const upsert = await b.client.storage.from(BUCKET).upload(path, png(), { upsert: true });
    expect((upsert.error as { statusCode?: string } | null)?.statusCode).toBe('403');
  });

  it('enforces the bucket MIME types and size limit', async () => {
    const text = await a.client.storage.from(BUCKET).upload(`${pid}/notes.txt`, new Blob(['hi'], { type: 'text/plain' }));
    expect((text.error as { statusCode?: string } | null)?.statusCode).toBe('415');
    expect(text.error?.message).toBe('mime type text/plain is not supported');

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    const large = await a.client.storage.from(BUCKET).upload(`${pid}/big.png`, png(big));
    expect((large.error as { statusCode?: string } | null)?.statusCode).toBe('413');
  });

  it('rejects anonymous uploads and bad tokens', async () => {
    const anon = await emu.client().storage.from(BUCKET).upload(`${pid}/anon.png`, png());
    expect((anon.error as { statusCode?: string } | null)?.statusCode).toBe('403');

    const res = await emu.fetch(
      new Request(objectUrl(`${pid}/x.png`), {
        method: 'POST',
        headers: { authorization: 'Bearer not.a.jwt', 'content-type': 'image/png' },
        body: PNG,
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ statusCode: '403', error: 'Unauthorized', message: 'invalid signature' });

    const expired = await signJwt({ sub: a.id, role: 'authenticated' }, -60);
    const late = await emu.fetch(
      new Request(objectUrl(`${pid}/x.png`), {
        method: 'POST',
        headers: { authorization: `Bearer ${expired}`, 'content-type': 'image/png' },
        body: PNG,
      }),
    );
    expect(await late.json()).toEqual({ statusCode: '403', error: 'Unauthorized', message: 'jwt expired' });
  });

  it('rejects path traversal', async () => {
    const viaClient = await a.client.storage.from(BUCKET).upload('../x.png', png());
    expect(viaClient.error).not.toBeNull();

    const token = (await a.client.auth.getSession()).data.session!.access_token;
    const res = await emu.fetch(
      new Request(objectUrl(`${pid}/..%2F..%2Fx.png`), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
        body: PNG,
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { statusCode: string }).statusCode).toBe('400');
  });

  it('lists a folder, with deeper names as folders', async () => {
    const nested = await a.client.storage.from(BUCKET).upload(`${pid}/thumbs/small.png`, png());
    expect(nested.error).toBeNull();
    const { data, error } = await a.client.storage.from(BUCKET).list(pid);
    expect(error).toBeNull();
    expect(data?.map((e) => e.name)).toEqual([`${pid}_0_123.png`, 'thumbs']);
    const file = data!.find((e) => e.name === `${pid}_0_123.png`)!;
    expect(file.id).toEqual(expect.any(String));
    expect(file.metadata).toMatchObject({ mimetype: 'image/png', size: PNG.byteLength, httpStatusCode: 200 });
    expect(data!.find((e) => e.name === 'thumbs')).toMatchObject({ id: null, metadata: null });

    // An object named like that folder cannot be stored beside it: a clear 409, not a crash.
    const clash = await a.client.storage.from(BUCKET).upload(`${pid}/thumbs`, png());
    expect(clash.error?.message).toBe('The resource already exists');
    const listed = await a.client.storage.from(BUCKET).list(pid);
    expect(listed.data?.map((e) => e.name)).toEqual([`${pid}_0_123.png`, 'thumbs']);
  });

  it("removes only the caller's own objects", async () => {
    const byB = await b.client.storage.from(BUCKET).remove([path]);
    expect(byB.error).toBeNull();
    expect(byB.data).toEqual([]);
    const url = a.client.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    expect((await emu.fetch(new Request(url))).status).toBe(200);

    const byA = await a.client.storage.from(BUCKET).remove([path, `${pid}/missing.png`]);
    expect(byA.error).toBeNull();
    expect(byA.data?.map((o) => o.name)).toEqual([path]);
    const gone = await emu.fetch(new Request(url));
    expect(gone.status).toBe(400);
    expect(await gone.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
  });

  it('reads buckets and signs URLs', async () => {
    const bucket = await a.client.storage.getBucket(BUCKET);
    expect(bucket.data).toMatchObject({ id: BUCKET, public: true, file_size_limit: 5242880 });
    const missing = await a.client.storage.from('nope').list();
    expect((missing.error as { statusCode?: string } | null)?.statusCode).toBe('404');

    const signedPath = `${pid}/thumbs/small.png`;
    const signed = await a.client.storage.from(BUCKET).createSignedUrl(signedPath, 60);
    expect(signed.error).toBeNull();
    const res = await emu.fetch(new Request(signed.data!.signedUrl));
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
  });

  it('deletes one object by its path as hosted Storage does: its owner only, then 404', async () => {
    const photo = `${pid}/${pid}_1_456.png`;
    expect((await a.client.storage.from(BUCKET).upload(photo, png())).error).toBeNull();
    const publicUrl = a.client.storage.from(BUCKET).getPublicUrl(photo).data.publicUrl;
    const remove = async (token: string) => {
      const res = await emu.fetch(new Request(objectUrl(photo), { method: 'DELETE', headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` } }));
      return { status: res.status, body: await res.json() };
    };
    const tokenOf = async (client: SupabaseClient) => (await client.auth.getSession()).data.session!.access_token;

    // A visitor (the anon key) and another user are refused by RLS (a delete on storage.objects).
    for (const token of [ANON_KEY, await tokenOf(b.client)]) {
      expect(await remove(token)).toEqual({ status: 400, body: { statusCode: '403', error: 'Unauthorized', message: 'Access denied' } });
    }
    expect((await emu.fetch(new Request(publicUrl))).status).toBe(200);

    const owner = await tokenOf(a.client);
    expect(await remove(owner)).toEqual({ status: 200, body: { message: 'Successfully deleted' } });
    expect((await emu.fetch(new Request(publicUrl))).status).toBe(400);
    expect((await a.client.storage.from(BUCKET).list(pid)).data?.map((e) => e.name)).not.toContain(`${pid}_1_456.png`);
    expect(await remove(owner)).toEqual({ status: 400, body: { statusCode: '404', error: 'not_found', message: 'Object not found' } });
  });
});
