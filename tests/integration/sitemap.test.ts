import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_ROUTES, STATIC_ROUTES } from '../../supabase/functions/_shared/sitemap.ts';
import { createHandler } from '../../supabase/functions/sitemap/handler.ts';
import { installDenoShim, withFunctionEnv } from '../../supabase/emulator/functions/deno-shim.ts';
import { functionConfig } from '../../supabase/emulator/project-config.ts';
import { listen } from '../../supabase/emulator/server.ts';
import { API_URL, startTestEmulator, type TestEmulator } from './emulator.ts';

// The sitemap function reads listings from SUPABASE_URL over HTTP, so this emulator also listens
// on spare ports and the function is pointed there.
const PORTS = { api: 55521, inbox: 55524 };
const LISTENING_URL = `http://127.0.0.1:${PORTS.api}`;
const SITE = 'https://manzil.example';

let emu: TestEmulator;
let server: { close(): Promise<void> } | undefined;
beforeAll(async () => {
  emu = await startTestEmulator({
    functionsDir: new URL('../../supabase/functions', import.meta.url).pathname,
    functionEnv: { SUPABASE_URL: LISTENING_URL, SITE_URL: SITE },
  });
  server = await listen(emu, PORTS);
});
afterAll(async () => {
  await server?.close();
  await emu?.stop();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap function', () => {
  it('is public in config.toml while other functions keep verify_jwt', () => {
    expect(functionConfig('sitemap')).toEqual({ verifyJwt: false });
    expect(functionConfig('news-sitemap')).toEqual({ verifyJwt: false });
    expect(functionConfig('echo')).toEqual({ verifyJwt: true });
    expect(functionConfig('toString')).toEqual({ verifyJwt: true });
  });

  it('answers crawlers without a JWT: every static route and every listing', async () => {
    const res = await emu.fetch(new Request(`${API_URL}/functions/v1/sitemap`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const found = locs(xml);
    for (const path of STATIC_ROUTES) expect(found).toContain(`${SITE}${path}`);
    const { rows } = await emu.db.query<{ id: string }>('select id from public.properties');
    expect(rows.length).toBeGreaterThan(0);
    for (const { id } of rows) expect(found).toContain(`${SITE}/property/${id}`);
    for (const { id } of rows) expect(found).toContain(`${SITE}/ar/property/${id}`);
    expect(found).toHaveLength(2 * (STATIC_ROUTES.length + rows.length));
  });

  it('pages through listings beyond the first page', async () => {
    const listings = Array.from({ length: 2345 }, (_, i) => ({ id: `id-${i}`, updated_at: '2025-07-01T00:00:00Z' }));
    const offsets: number[] = [];
    const handler = createHandler(async (input) => {
      const url = new URL(input);
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      offsets.push(offset);
      expect(url.pathname).toBe('/rest/v1/properties');
      expect(url.searchParams.get('select')).toBe('id,updated_at');
      return Response.json(listings.slice(offset, offset + limit));
    });
    const res = await withEnv({ SUPABASE_URL: 'http://db.test', SUPABASE_ANON_KEY: 'anon' }, () => handler(new Request('http://x/functions/v1/sitemap')));
    expect(res.status).toBe(200);
    expect(offsets).toEqual([0, 1000, 2000]);
    const found = locs(await res.text());
    expect(found.filter((loc) => loc.includes('/property/'))).toHaveLength(2 * 2345);
  });

  it('answers 503 when listings cannot be read', async () => {
    const handler = createHandler(async () => new Response('down', { status: 500 }));
    const res = await withEnv({ SUPABASE_URL: 'http://db.test' }, () => handler(new Request('http://x/functions/v1/sitemap')));
    expect(res.status).toBe(503);
  });
});

describe('news-sitemap function', () => {
  it('answers the news routes as XML without a JWT', async () => {
    const res = await emu.fetch(new Request(`${API_URL}/functions/v1/news-sitemap`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(locs(xml)).toEqual([...NEWS_ROUTES.map((item) => `${SITE}${item.path}`), ...NEWS_ROUTES.map((item) => `${SITE}/ar${item.path}`)]);
    expect(xml).toContain('<news:publication_date>2025-05-12</news:publication_date>');
  });

  it('still refuses other methods', async () => {
    const res = await emu.fetch(new Request(`${API_URL}/functions/v1/news-sitemap`, { method: 'POST', body: '{}' }));
    expect(res.status).toBe(405);
  });
});

/** Runs a handler called directly (not through the emulator) with Deno.env answering env. */
function withEnv<T>(env: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  installDenoShim();
  return withFunctionEnv(env, fn);
}
