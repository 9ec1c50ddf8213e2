import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_URL, ANON_KEY, startTestEmulator, type TestEmulator } from './emulator.ts';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({
    seed: false,
    functionsDir: new URL('../fixtures/functions', import.meta.url).pathname,
    functionEnv: { ECHO_SECRET: 's3cret' },
  });
});
afterAll(async () => emu?.stop());

interface Echo {
  method: string;
  url: string;
  query: Record<string, string>;
  body: unknown;
  authorization: boolean;
  env: string | null;
  supabaseUrl: string | null;
}

describe('edge functions', () => {
  it('invokes a handler with the JSON body and the function secrets', async () => {
    const { data, error } = await emu.client().functions.invoke<Echo>('echo', { body: { a: 1 } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ method: 'POST', body: { a: 1 }, authorization: true, env: 's3cret', supabaseUrl: API_URL });
    expect(data?.url).toBe(`${API_URL}/functions/v1/echo`);
  });

  it('keeps the query string and method', async () => {
    const { data, error } = await emu.client().functions.invoke<Echo>('echo?x=1', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ method: 'GET', query: { x: '1' }, body: null });
  });

  it('passes sub-paths through to the function', async () => {
    const res = await emu.fetch(
      new Request(`${API_URL}/functions/v1/echo/items/7?y=2`, { headers: { authorization: `Bearer ${ANON_KEY}` } }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as Echo).url).toBe(`${API_URL}/functions/v1/echo/items/7?y=2`);
  });

  it('runs as a signed-in user too', async () => {
    const user = await emu.signedInUser();
    const { data, error } = await user.client.functions.invoke<Echo>('echo', { body: 'hi' });
    expect(error).toBeNull();
    expect(data?.body).toBe('hi');
  });

  it('answers CORS preflight', async () => {
    const res = await emu.fetch(
      new Request(`${API_URL}/functions/v1/echo`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:4173', 'access-control-request-method': 'POST' },
      }),
    );
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('reports an unknown function as 404', async () => {
    const { data, error } = await emu.client().functions.invoke('nope');
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const res = (error as FunctionsHttpError).context as Response;
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
  });

  it('rejects names outside the function naming rules', async () => {
    const res = await emu.fetch(
      new Request(`${API_URL}/functions/v1/_shared`, { method: 'POST', headers: { authorization: `Bearer ${ANON_KEY}` } }),
    );
    expect(res.status).toBe(404);
  });

  it('turns a throwing handler into a 500 worker error', async () => {
    const { error } = await emu.client().functions.invoke('boom');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const res = (error as FunctionsHttpError).context as Response;
    expect(res.status).toBe(500);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toMatchObject({ code: 'WORKER_ERROR' });
  });

  it('rejects an invalid JWT with 401', async () => {
    const tampered = `${ANON_KEY.slice(0, -2)}xx`;
    const { error } = await emu.client({ key: tampered }).functions.invoke('echo', { body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const res = (error as FunctionsHttpError).context as Response;
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ msg: 'Invalid JWT' });
  });
});
