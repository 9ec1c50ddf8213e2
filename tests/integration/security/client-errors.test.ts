import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, API_URL, startTestEmulator, type TestEmulator } from '../emulator.ts';

// Requests a client got wrong, however odd, are answered 4xx with the service's error object,
// never a 500 (PGlite and PostgreSQL).

const BUCKET = 'property-images';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
/** 200,000 arrays, one inside the other: small as a body, far deeper than any recursion can follow. */
const NESTED = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;

let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await startTestEmulator({ seed: false });
}, 120_000);
afterAll(async () => emulator?.stop());

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return emulator.fetch(
    new Request(`${API_URL}${path}`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json', ...headers },
      body,
    }),
  );
}

describe('deeply nested JSON', () => {
  it('is a 400 with PostgREST error object from the REST API, for tables and functions', async () => {
    for (const path of ['/rest/v1/properties', '/rest/v1/rpc/listing_removed']) {
      const res = await post(path, NESTED);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
    }
    // Nesting well within the bound still reaches the database (refused there for its own reasons, not as JSON).
    const shallow = await post('/rest/v1/properties', JSON.stringify({ title: [[[['deep']]]] }));
    expect(shallow.status).not.toBe(500);
    expect(((await shallow.json()) as { code: string }).code).not.toBe('PGRST102');
  });

  it('is a 400 from auth and storage too', async () => {
    const auth = await post('/auth/v1/signup', NESTED);
    expect(auth.status).toBe(400);
    expect(((await auth.json()) as { code: string }).code).toBe('bad_json');
    const list = await post(`/storage/v1/object/list/${BUCKET}`, NESTED);
    expect(list.status).toBe(400);
    expect(((await list.json()) as { statusCode: string }).statusCode).toBe('400');
  });

  it("is a 400 in an upload's metadata", async () => {
    const { client } = await emulator.signedInUser();
    const id = randomUUID();
    expect((await client.from('properties').insert({ id, title: 'Villa', address: '1 Palm Street', location: 'Saadiyat Island', permit_number: 'MDH-1' })).error).toBeNull();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const res = await emulator.fetch(
      new Request(`${API_URL}/storage/v1/object/${BUCKET}/${id}/${id}_0_1.jpg`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg', 'x-metadata': Buffer.from(NESTED).toString('base64') },
        body: JPEG,
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { statusCode: string }).statusCode).toBe('400');
  });
});

describe('object names through another object', () => {
  it('uploading a.png/child.png beside a.png is a 409 Duplicate, as a name taken by a folder is, and leaves nothing behind', async () => {
    const { client } = await emulator.signedInUser();
    const id = randomUUID();
    expect((await client.from('properties').insert({ id, title: 'Villa', address: '1 Palm Street', location: 'Saadiyat Island', permit_number: 'MDH-1' })).error).toBeNull();
    const bucket = client.storage.from(BUCKET);
    expect((await bucket.upload(`${id}/a.png`, new Blob([JPEG], { type: 'image/jpeg' }))).error).toBeNull();
    for (const upsert of [false, true]) {
      const child = await bucket.upload(`${id}/a.png/child.png`, new Blob([JPEG], { type: 'image/jpeg' }), { upsert });
      expect(child.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    }
    // And the other way round: a name that is already a folder.
    expect((await bucket.upload(`${id}/d/x.png`, new Blob([JPEG], { type: 'image/jpeg' }))).error).toBeNull();
    expect((await bucket.upload(`${id}/d`, new Blob([JPEG], { type: 'image/jpeg' }))).error).toMatchObject({ statusCode: '409' });

    const { data } = await bucket.list(id);
    expect(data?.map((entry) => entry.name).sort()).toEqual(['a.png', 'd']);
    const { rows } = await emulator.db.query('select name from storage.objects where name like $1 order by name', [`${id}/%`]);
    expect(rows).toEqual([{ name: `${id}/a.png` }, { name: `${id}/d/x.png` }]);
    expect((await emulator.fetch(new Request(`${API_URL}/storage/v1/object/public/${BUCKET}/${id}/a.png`))).status).toBe(200);
  });
});
