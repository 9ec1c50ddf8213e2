import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ seed: false });
});
afterAll(async () => emu?.stop());

describe('emulator boot', () => {
  it('applies platform.sql and answers CORS preflight', async () => {
    const res = await emu.fetch(
      new Request('http://127.0.0.1:54321/rest/v1/properties', {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:4173', 'access-control-request-headers': 'apikey, authorization' },
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    // The sign-in countdown and the outbox's backoff read how long to wait.
    expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
    const roles = await emu.db.query<{ rolname: string }>(
      "select rolname from pg_roles where rolname in ('anon','authenticated','service_role') order by 1",
    );
    expect(roles.rows.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
  });
});
