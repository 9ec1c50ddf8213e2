import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, API_URL, type TestEmulator } from '../emulator.ts';
import { startEmulatorWithTestFunctions } from './test-functions.ts';

// One anonymous request must not stop the server for others (PGlite and PostgreSQL).

let emulator: TestEmulator;
let listingId: string;

/** Backtracks catastrophically on a long text: the REST API refuses it before Postgres sees it. */
const BACKTRACKING = '^(.*)(.*)(.*)\\3\\2\\1$';

beforeAll(async () => {
  emulator = await startEmulatorWithTestFunctions();
  const owner = await emulator.signedInUser();
  const { data, error } = await owner.client
    .from('properties')
    .insert({ title: 'Long description', address: '1 Test Street', location: 'Yas Island', price: 1_000_000, description: `${'ab '.repeat(1600)}x`, permit_number: 'MDH-1' })
    .select('id')
    .single();
  if (error) throw error;
  listingId = data.id;
}, 120_000);
afterAll(async () => emulator?.stop());

function anonGet(path: string, init: RequestInit = {}, address?: string) {
  return emulator.fetchFrom(new Request(`${API_URL}/rest/v1/${path}`, { ...init, headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` } }), address);
}

/** A statement that would run for a minute; Postgres can only stop it by cancelling. */
function runaway(address: string, init: RequestInit = {}) {
  const headers = { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' };
  return emulator.fetchFrom(new Request(`${API_URL}/rest/v1/rpc/slow_statement`, { ...init, method: 'POST', headers, body: '{"seconds":60}' }), address);
}

async function timed<T>(work: Promise<T>) {
  const started = performance.now();
  const result = await work;
  return { result, ms: performance.now() - started };
}

describe('runaway queries', { timeout: 30_000 }, () => {
  it('a runaway statement is cancelled within the anon timeout while a concurrent read still answers within a second', async () => {
    const running = timed(runaway('198.51.100.7'));
    await new Promise((r) => setTimeout(r, 300));
    const read = await timed(anonGet('properties?select=id&limit=1', {}, '198.51.100.8'));
    expect(read.ms).toBeLessThan(1000);
    // PostgreSQL has other connections; PGlite's one connection is taken, so it says so at once.
    if (emulator.db.kind === 'postgres') expect(read.result.status).toBe(200);
    else {
      expect([200, 503]).toContain(read.result.status);
      if (read.result.status === 503) expect(read.result.headers.get('retry-after')).toBeTruthy();
    }

    const { result, ms } = await running;
    expect(result.status).toBe(503);
    expect(((await result.json()) as { code: string }).code).toBe('57014');
    expect(ms).toBeLessThan(3000 + 1500);
    // The database is back, with committed data intact.
    const after = await anonGet(`properties?select=id&id=eq.${listingId}`, {}, '198.51.100.8');
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual([{ id: listingId }]);
  });

  it('an address whose requests keep timing out is refused for a while', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < 2; i++) expect((await runaway(address)).status).toBe(503);
    const refused = await timed(anonGet('properties?select=id&limit=1', {}, address));
    expect(refused.result.status).toBe(429);
    expect(refused.ms).toBeLessThan(200);
    expect((await anonGet('properties?select=id&limit=1', {}, '198.51.100.10')).status).toBe(200);
  });

  it('cancels the query when its client goes away', async () => {
    const abort = new AbortController();
    const gone = runaway('198.51.100.11', { signal: abort.signal });
    await new Promise((r) => setTimeout(r, 400));
    abort.abort();
    await gone.catch(() => undefined);
    // Without the cancel the runaway would hold the database until the 3 s timeout (2.6 s from
    // here), and PGlite would then restart its worker (about 2 s with crash recovery) on top.
    // PostgreSQL cancels at once; PGlite restarts its worker now.
    let status = 0;
    const started = performance.now();
    while (status !== 200 && performance.now() - started < 8000) {
      status = (await anonGet('properties?select=id&limit=1', {}, '198.51.100.12')).status;
    }
    expect(status).toBe(200);
    expect(performance.now() - started).toBeLessThan(emulator.db.kind === 'postgres' ? 1000 : 4000);
  });

  it('a backtracking regex is refused at once, and counts against its address as the timeout it would have run into', async () => {
    const address = '198.51.100.13';
    for (const pattern of [BACKTRACKING, '(?=.*(?=.*(?=.*z)))']) {
      const { result, ms } = await timed(anonGet(`properties?select=id&description=match.${encodeURIComponent(pattern)}`, {}, address));
      expect(result.status).toBe(400);
      expect(ms).toBeLessThan(1000);
      expect(((await result.json()) as { code: string }).code).toBe('PGRST100');
    }
    expect((await anonGet('properties?select=id&limit=1', {}, address)).status).toBe(429);
    // An ordinary pattern runs as before, in a logic tree too.
    const plain = await anonGet(`properties?select=id&or=${encodeURIComponent('(description.match."^(ab )+x$",id.eq.00000000-0000-0000-0000-000000000000)')}`, {}, '198.51.100.14');
    expect(plain.status).toBe(200);
    expect(await plain.json()).toEqual([{ id: listingId }]);
  });

  it('a deeply nested embed is refused at once', async () => {
    const deep = 'id,property_images(id,properties(id,property_images(id,properties(id,property_images(id,properties(id))))))';
    const { result, ms } = await timed(anonGet(`properties?select=${encodeURIComponent(deep)}`));
    expect(result.status).toBe(400);
    expect(ms).toBeLessThan(1000);
    const orTree = `properties?or=${encodeURIComponent('('.repeat(40) + 'id.eq.1' + ')'.repeat(40))}`;
    expect((await anonGet(orTree)).status).toBe(400);
  });
});

describe('limits', () => {
  it('max_rows from config.toml caps a read, whatever limit is asked', async () => {
    const { id } = await emulator.signedInUser();
    const rows = Array.from({ length: 600 }, (_, i) => ({ user_id: id, title: `Row ${i}`, address: '1 Row Street', location: 'Khalifa City' }));
    for (let batch = 0; batch < 2; batch++) expect((await emulator.admin.from('properties').insert(rows)).error).toBeNull();
    const asked = await emulator.client().from('properties').select('id').eq('user_id', id).limit(5000);
    expect(asked.data).toHaveLength(1000);
    const unasked = await emulator.client().from('properties').select('id').eq('user_id', id);
    expect(unasked.data).toHaveLength(1000);
    const page = await emulator.client().from('properties').select('id').eq('user_id', id).range(1000, 1199);
    expect(page.data).toHaveLength(200);
  });

  it('refuses more rows in one write than max_rows, and caps new listings per user per day', async () => {
    const { client } = await emulator.signedInUser();
    const row = { title: 'Bulk', address: '1 Bulk Street', location: 'Al Reem Island', permit_number: 'MDH-1' };
    const bulk = await client.from('properties').insert(Array.from({ length: 1001 }, () => row));
    expect(bulk.status).toBe(413);
    const fifty = await client.from('properties').insert(Array.from({ length: 50 }, () => row));
    expect(fifty.error).toBeNull();
    const oneMore = await client.from('properties').insert(row);
    expect(oneMore.status).toBe(429);
    expect(oneMore.error?.code).toBe('PT429');
    expect(oneMore.error?.message).toBe('You can add at most 50 new listings a day. Please try again tomorrow.');
  });

  it('a number that overflows is a 400, never a silent NULL', async () => {
    const { client, id } = await emulator.signedInUser();
    const res = await emulator.fetchFrom(
      new Request(`${API_URL}/rest/v1/properties`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, authorization: `Bearer ${(await client.auth.getSession()).data.session!.access_token}`, 'content-type': 'application/json' },
        body: '{"title":"Overflow","address":"1 Big Street","location":"Yas Island","price":1e400}',
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('22003');
    const stored = await emulator.db.query(`select 1 from public.properties where user_id = $1`, [id]);
    expect(stored.rows).toHaveLength(0);
  });
});
