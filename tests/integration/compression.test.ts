import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, startTestEmulator, type TestEmulator } from './emulator.ts';

// The REST answers are compressed when the client accepts it, as Supabase's gateway does.

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => emu?.stop());

const URL = 'http://127.0.0.1:54321/rest/v1/properties?select=id,title,description&order=id&limit=24';

describe('compression', () => {
  it('gzips a page of listings for a client that accepts gzip, and leaves it plain otherwise', async () => {
    const plain = await emu.fetch(new Request(URL, { headers: { apikey: ANON_KEY } }));
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const body = await plain.text();
    expect(JSON.parse(body)).toHaveLength(24);

    const gzipped = await emu.fetch(new Request(URL, { headers: { apikey: ANON_KEY, 'accept-encoding': 'gzip, deflate, br' } }));
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const compressed = Buffer.from(await gzipped.arrayBuffer());
    expect(gunzipSync(compressed).toString()).toBe(body);
    expect(compressed.length).toBeLessThan(body.length / 2);
  });

  it('keeps the count header and errors readable', async () => {
    const counted = await emu.fetch(
      new Request(URL, { headers: { apikey: ANON_KEY, prefer: 'count=exact', 'accept-encoding': 'gzip' } }),
    );
    expect(counted.headers.get('content-range')).toMatch(/^0-23\/\d+$/);
    const bad = await emu.fetch(new Request('http://127.0.0.1:54321/rest/v1/properties?price=gt.abc', { headers: { apikey: ANON_KEY, 'accept-encoding': 'gzip' } }));
    expect(bad.status).toBe(400);
    const text = bad.headers.get('content-encoding') === 'gzip' ? gunzipSync(Buffer.from(await bad.arrayBuffer())).toString() : await bad.text();
    expect(JSON.parse(text)).toHaveProperty('code');
  });
});
