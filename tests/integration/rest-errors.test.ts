import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/emulator/jwt.ts';
import { ANON_KEY, API_URL, startTestEmulator, type TestEmulator } from './emulator.ts';

// Malformed input to /rest/v1 must get a clear 4xx in PostgREST's error shape, never a 500.

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator({ seed: false });
}, 60_000);
afterAll(() => emulator.stop());

const rest = (path: string, init: RequestInit = {}, token = ANON_KEY) =>
  emulator.fetch(
    new Request(`${API_URL}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    }),
  );

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ code });
  expect(body).toHaveProperty('message');
  expect(body).toHaveProperty('details');
  expect(body).toHaveProperty('hint');
  return body;
}

describe('malformed REST input', () => {
  it('unknown table is 404 PGRST205', async () => {
    await expectError(await rest('no_such_table?select=*'), 404, 'PGRST205');
    // @ts-expect-error -- the generated types know every table; the server must refuse one they do not
    const { error, status } = await emulator.client().from('no_such_table').select();
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST205');
  });

  it('unknown column in select, filter and order is 400', async () => {
    await expectError(await rest('properties?select=nope'), 400, '42703');
    await expectError(await rest('properties?nope=eq.1'), 400, '42703');
    await expectError(await rest('properties?order=nope.desc'), 400, '42703');
  });

  it('an identifier with SQL in it is rejected before reaching SQL', async () => {
    const body = await expectError(await rest(`properties?select=${encodeURIComponent('id;drop table properties')}`), 400, 'PGRST100');
    expect(String(body.message)).toContain('not a valid');
    await expectError(await rest(`properties?${encodeURIComponent('"id" = 1 or 1')}=eq.1`), 400, 'PGRST100');
    // The table is still there.
    expect((await rest('properties?select=id')).status).toBe(200);
  });

  it('unknown operator, bad in-list, bad order modifier, bad limit are PGRST100', async () => {
    await expectError(await rest('properties?price=zz.1'), 400, 'PGRST100');
    await expectError(await rest('properties?price=in.1,2'), 400, 'PGRST100');
    await expectError(await rest('properties?order=price.sideways'), 400, 'PGRST100');
    await expectError(await rest('properties?limit=-1'), 400, 'PGRST100');
    await expectError(await rest(`properties?or=${encodeURIComponent('(price.eq.1')}`), 400, 'PGRST100');
    await expectError(await rest(`properties?select=${encodeURIComponent('id,property_images(')}`), 400, 'PGRST100');
  });

  it('a value of the wrong type is 400 with the Postgres code', async () => {
    await expectError(await rest('properties?id=eq.not-a-uuid'), 400, '22P02');
    const { error, status } = await emulator.client().from('properties').select().gt('price', 'lots');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });

  it('embedding an unrelated table is PGRST200', async () => {
    await expectError(await rest('properties?select=*,saved_searches(*)'), 400, 'PGRST200');
  });

  it('bad JSON, empty body and non-object rows are PGRST102', async () => {
    await expectError(await rest('messages', { method: 'POST', body: '{"name":' }), 400, 'PGRST102');
    await expectError(await rest('messages', { method: 'POST', body: '' }), 400, 'PGRST102');
    await expectError(await rest('messages', { method: 'POST', body: '[1,2]' }), 400, 'PGRST102');
  });

  it('a write naming an unknown column is PGRST204', async () => {
    // @ts-expect-error -- an unknown column, which the types refuse too
    const { error, status } = await emulator.client().from('messages').insert({ nope: 1 });
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST204');
  });

  it('an oversized body is 413', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) });
    await expectError(await rest('messages', { method: 'POST', body: big }), 413, 'PGRST413');
  });

  it('an unexposed schema is 406 PGRST106', async () => {
    await expectError(await rest('users', { headers: { 'accept-profile': 'auth' } }), 406, 'PGRST106');
  });

  it('bad, tampered and expired JWTs are 401', async () => {
    await expectError(await rest('properties', {}, 'not-a-jwt'), 401, 'PGRST301');
    await expectError(await rest('properties', {}, `${ANON_KEY.slice(0, -2)}xx`), 401, 'PGRST301');
    const expired = await signJwt({ role: 'authenticated', sub: crypto.randomUUID() }, -60);
    await expectError(await rest('properties', {}, expired), 401, 'PGRST303');
    const forged = await new Response(ANON_KEY.split('.')[0]).text();
    await expectError(await rest('properties', {}, `${forged}.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.`), 401, 'PGRST301');
  });

  it('single() on zero rows is 406 PGRST116 and maybeSingle() gives null', async () => {
    const single = await emulator.client().from('properties').select().eq('id', crypto.randomUUID()).single();
    expect(single.status).toBe(406);
    expect(single.error?.code).toBe('PGRST116');
    const maybe = await emulator.client().from('properties').select().eq('id', crypto.randomUUID()).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it('an unknown function is 404 PGRST202', async () => {
    // @ts-expect-error -- an unknown function, which the types refuse too
    const { error, status } = await emulator.client().rpc('no_such_function', { a: 1 });
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
  });
});
