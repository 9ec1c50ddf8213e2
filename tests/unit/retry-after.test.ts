import { PostgrestClient } from '@supabase/postgrest-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchKeepingRetryAfter, RETRY_AFTER_FIELD, retryAfterOf } from '@/lib/retry-after';
import { appErrorFrom } from '@/lib/errors';

const API = 'http://127.0.0.1:54321/rest/v1';

describe("a 429's or 503's Retry-After travels with its own request", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('two writes answered at once each carry their own wait, and a request without one carries none', async () => {
    let release!: () => void;
    const together = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input);
      // Both answers arrive together, so neither request's wait can be "the last one seen".
      await together;
      if (url.includes('/limited')) return new Response(JSON.stringify({ code: 'over_request_rate_limit', message: 'Too many' }), { status: 429, headers: { 'Retry-After': '7' } });
      if (url.includes('/busy')) return new Response(JSON.stringify({ code: '57014', message: 'timeout' }), { status: 503, headers: { 'Retry-After': '1' } });
      return new Response(JSON.stringify({ code: 'PT429', message: 'Slow down' }), { status: 429 });
    });
    const client = new PostgrestClient(API, { fetch: fetchKeepingRetryAfter });
    const pending = Promise.all([client.from('limited').insert({ id: 1 }), client.from('busy').insert({ id: 2 }), client.from('plain').insert({ id: 3 })]);
    release();
    const [limited, busy, plain] = await pending;
    expect(appErrorFrom(limited.error, { status: limited.status })).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Too many', retryAfterMs: 7000 });
    expect(appErrorFrom(busy.error, { status: busy.status })).toMatchObject({ status: 503, retryAfterMs: 1000 });
    expect(appErrorFrom(plain.error, { status: plain.status })).toMatchObject({ status: 429, code: 'PT429', retryAfterMs: undefined });
  });

  it('leaves other answers as they are', async () => {
    vi.stubGlobal('fetch', async () => new Response('upstream busy', { status: 503, headers: { 'Retry-After': '2' } }));
    const text = await fetchKeepingRetryAfter(`${API}/x`);
    expect(text.status).toBe(503);
    expect(await text.text()).toBe('upstream busy');
    vi.stubGlobal('fetch', async () => new Response('[{"id":1}]', { status: 200, headers: { 'Retry-After': '2' } }));
    expect(await (await fetchKeepingRetryAfter(`${API}/x`)).json()).toEqual([{ id: 1 }]);
    vi.stubGlobal('fetch', async () => new Response('{"message":"boom"}', { status: 500, headers: { 'Retry-After': '2' } }));
    expect(await (await fetchKeepingRetryAfter(`${API}/x`)).json()).toEqual({ message: 'boom' });
  });

  it('reads the wait from the error alone', () => {
    expect(retryAfterOf({ message: 'x', [RETRY_AFTER_FIELD]: 3000 })).toBe(3000);
    expect(retryAfterOf({ message: 'x' })).toBeUndefined();
    expect(retryAfterOf(null)).toBeUndefined();
  });
});
