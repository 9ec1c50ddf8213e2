import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../../supabase/emulator/server.ts';
import { ANON_KEY, API_URL, freePort, type TestEmulator } from '../emulator.ts';
import { startEmulatorWithTestFunctions } from './test-functions.ts';

// Which client every per-address limit counts (PGlite and PostgreSQL). Behind a reverse proxy all
// visitors arrive from the proxy's address: with the proxy trusted (EMULATOR_TRUSTED_PROXIES),
// each visitor named in X-Forwarded-For has limits of their own; from anyone else the header is
// ignored, so it cannot be used to dodge a limit.

/** The proxies in front: in-process callers from 10.9.0.x, and this machine over real HTTP. */
const TRUSTED = '10.9.0.0/24, 127.0.0.1';
const PROXY = '10.9.0.1';

let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await startEmulatorWithTestFunctions({ trustedProxies: TRUSTED, functionsDir: new URL('../../fixtures/functions', import.meta.url).pathname });
}, 120_000);
afterAll(async () => emulator?.stop());

const anonHeaders = { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` };

/** A request from `peer`, which says it forwards for `forwardedFor` (when given). */
function from(peer: string, path: string, init: RequestInit & { forwardedFor?: string } = {}) {
  const headers = new Headers({ ...anonHeaders, ...(init.headers as Record<string, string> | undefined) });
  if (init.forwardedFor !== undefined) headers.set('x-forwarded-for', init.forwardedFor);
  return emulator.fetchFrom(new Request(`${API_URL}${path}`, { ...init, headers }), peer);
}

/** The caller's address as the database takes it (what its per-address limits key on). */
async function seenByDatabase(peer: string, forwardedFor?: string) {
  const res = await from(peer, '/rest/v1/rpc/seen_client_address', { method: 'POST', forwardedFor, headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(res.status).toBe(200);
  return res.json();
}

/** Two patterns the REST API refuses as runaway: the address they count against is then limited. */
async function spendRestAllowance(peer: string, forwardedFor?: () => string) {
  for (let i = 0; i < 2; i++) {
    const res = await from(peer, `/rest/v1/properties?select=id&description=match.${encodeURIComponent('(.*)\\1')}`, { forwardedFor: forwardedFor?.() });
    expect(res.status).toBe(400);
  }
}

const restStatus = async (peer: string, forwardedFor?: string) => (await from(peer, '/rest/v1/properties?select=id&limit=1', { forwardedFor })).status;

describe('behind a trusted proxy', () => {
  it('each forwarded client has its own REST limit, and the proxy its own', async () => {
    await spendRestAllowance(PROXY, () => '203.0.113.5');
    expect(await restStatus(PROXY, '203.0.113.5')).toBe(429);
    expect(await restStatus(PROXY, '203.0.113.6')).toBe(200);
    expect(await restStatus(PROXY)).toBe(200);
    // Another trusted proxy forwarding the same client: the same client.
    expect(await restStatus('10.9.0.2', '203.0.113.5')).toBe(429);
  });

  it('each forwarded client has its own sign-in limit', async () => {
    const limit = emulator.ctx.limits.signInsPerAddress.limit;
    const signUp = (client: string) => from(PROXY, '/auth/v1/signup', { method: 'POST', forwardedFor: client, headers: { 'content-type': 'application/json' }, body: '{}' });
    for (let i = 0; i < limit; i++) expect((await signUp('203.0.113.10')).status).not.toBe(429);
    expect((await signUp('203.0.113.10')).status).toBe(429);
    expect((await signUp('203.0.113.11')).status).not.toBe(429);
  });

  it('the database and edge functions see the forwarded client; addresses the client wrote itself are ignored', async () => {
    expect(await seenByDatabase(PROXY, '203.0.113.20')).toBe('203.0.113.20');
    // Read from the right: the proxy appended the address it saw; the rest came from the client.
    expect(await seenByDatabase(PROXY, '6.6.6.6, 203.0.113.21')).toBe('203.0.113.21');
    expect(await seenByDatabase(PROXY, '6.6.6.6, 203.0.113.22, 10.9.0.7')).toBe('203.0.113.22');
    expect(await seenByDatabase(PROXY, '::ffff:203.0.113.23')).toBe('203.0.113.23');
    expect(await seenByDatabase(PROXY)).toBe(PROXY);
    const echo = await from(PROXY, '/functions/v1/echo', { forwardedFor: '6.6.6.6, 203.0.113.24', headers: { 'x-real-ip': '6.6.6.6' } });
    expect(((await echo.json()) as { forwardedFor: string }).forwardedFor).toBe('203.0.113.24');
  });
});

describe('from anyone else', () => {
  it('a forged X-Forwarded-For is ignored: limits and the database count the real peer', async () => {
    const peer = '198.51.100.20';
    let forged = 0;
    await spendRestAllowance(peer, () => `203.0.113.${100 + forged++}`);
    expect(await restStatus(peer, '203.0.113.150')).toBe(429);
    expect(await restStatus(PROXY, '203.0.113.100')).toBe(200);
    expect(await seenByDatabase('198.51.100.21', '203.0.113.151')).toBe('198.51.100.21');
    const echo = await from('198.51.100.21', '/functions/v1/echo', { forwardedFor: '203.0.113.152' });
    expect(((await echo.json()) as { forwardedFor: string }).forwardedFor).toBe('198.51.100.21');
  });
});

describe('over HTTP', () => {
  let stop: () => Promise<void>;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    const servers = await listen(emulator, { api: port, inbox: await freePort() }, '127.0.0.1');
    stop = () => servers.close();
  });
  afterAll(async () => stop?.());

  /** The database's view of a request sent over a real socket from `localAddress`. */
  function seenOverHttp(localAddress: string, forwardedFor: string) {
    return new Promise<unknown>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, localAddress, method: 'POST', path: '/rest/v1/rpc/seen_client_address', headers: { ...anonHeaders, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve(JSON.parse(body)));
        },
      );
      req.on('error', reject);
      req.end('{}');
    });
  }

  it('the socket peer decides whether X-Forwarded-For is believed', async () => {
    // 127.0.0.1 is a trusted proxy here; 127.0.0.2, also this machine, is not.
    expect(await seenOverHttp('127.0.0.1', '203.0.113.30')).toBe('203.0.113.30');
    expect(await seenOverHttp('127.0.0.2', '203.0.113.31')).toBe('127.0.0.2');
  });
});

describe('headers', () => {
  it('every API answer says nosniff: REST, auth, storage, functions, errors and preflights', async () => {
    const paths: [string, RequestInit?][] = [
      ['/rest/v1/properties?select=id&limit=1'],
      ['/rest/v1/properties?select=nope'],
      ['/rest/v1/'],
      ['/auth/v1/settings'],
      ['/auth/v1/user'],
      ['/storage/v1/bucket'],
      ['/storage/v1/object/public/property-images/none/missing.jpg'],
      ['/functions/v1/echo'],
      ['/functions/v1/none'],
      ['/'],
      ['/nowhere'],
      ['/rest/v1/properties', { method: 'OPTIONS', headers: { origin: 'http://localhost:4173', 'access-control-request-method': 'GET' } }],
    ];
    const answers = await Promise.all(paths.map(async ([path, init]) => ({ path, res: await from(PROXY, path, init) })));
    for (const { path, res } of answers) expect(`${path} ${res.headers.get('x-content-type-options')}`).toBe(`${path} nosniff`);
    expect(answers.map(({ res }) => res.status)).toEqual([200, 400, 404, 200, 403, 200, 400, 200, 404, 200, 404, 204]);
  });
});
