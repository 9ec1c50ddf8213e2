import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANON_KEY, API_URL, type TestEmulator } from '../emulator.ts';
import { patience, transactionsOf as transactionsIn, watchStatements, type SentStatement } from './statement-watch.ts';
import { BUSY_MS } from '../../../supabase/emulator/db/connection-lock.ts';
import { startEmulatorWithTestFunctions } from './test-functions.ts';

// One anonymous request must not stop the server for others (PGlite and PostgreSQL). Shown by what
// the database is sent, by what stopped a statement and by the order answers arrive in, never by
// how long anything takes.

let emulator: TestEmulator;
let listingId: string;

/** Backtracks catastrophically on a long text: the REST API refuses it before Postgres sees it. */
const BACKTRACKING = '^(.*)(.*)(.*)\\3\\2\\1$';

let sent: SentStatement[] = [];

/** What a transaction runs before the request's own statements: read-only mode, the caller's role and settings. */
const isPreamble = (sql: string) => sql === 'set transaction read only' || sql.trim().startsWith("select set_config('role'");
/** The statements of the address's own requests that reached the database (beyond each transaction's preamble). */
const queriesOf = (address: string) => sent.filter((s) => s.address === address && !isPreamble(s.sql));
const transactionsOf = (address: string) => transactionsIn(sent, address);
/** Whether the address's runaway statement is running in the database now. */
const runawayRunning = (address: string) => sent.some((s) => s.address === address && s.sql.includes('slow_statement') && !s.finished);

beforeAll(async () => {
  // The busy answers as the product gives them (test emulators wait longer: emulator.ts).
  emulator = await startEmulatorWithTestFunctions({ busyMs: BUSY_MS });
  sent = watchStatements(emulator.db);
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

/** The error an answer carries. */
const errorOf = async (res: Response) => (await res.json()) as { code: string; message: string };

describe('runaway queries', { timeout: 30_000 }, () => {
  it('a runaway statement is stopped by the anon timeout, and a read from another address is answered while it runs', async () => {
    expect(emulator.db.statementTimeoutFor('anon')).toBe(3000);
    let runawaySettled = false;
    const running = runaway('198.51.100.7').finally(() => {
      runawaySettled = true;
    });
    await vi.waitFor(() => expect(runawayRunning('198.51.100.7')).toBe(true), patience);
    const read = await anonGet('properties?select=id&limit=1', {}, '198.51.100.8');
    expect(runawaySettled).toBe(false);
    // PostgreSQL has other connections; PGlite's one connection is taken, so it says so instead of
    // keeping the read waiting until the runaway is stopped.
    if (emulator.db.kind === 'postgres') expect(read.status).toBe(200);
    else {
      expect(read.status).toBe(503);
      expect(read.headers.get('retry-after')).toBe('1');
      expect((await errorOf(read)).code).toBe('PGRST003');
    }

    // Stopped by the timeout, not run for the minute it asked for.
    const result = await running;
    expect(result.status).toBe(503);
    expect(await errorOf(result)).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    // The database is back, with committed data intact.
    const after = await anonGet(`properties?select=id&id=eq.${listingId}`, {}, '198.51.100.8');
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual([{ id: listingId }]);
  });

  it('an address whose requests keep timing out is refused for a while, without reaching the database', async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < 2; i++) expect((await runaway(address)).status).toBe(503);
    const transactions = transactionsOf(address);
    const refused = await anonGet('properties?select=id&limit=1', {}, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect((await errorOf(refused)).code).toBe('over_request_rate_limit');
    expect(transactionsOf(address)).toBe(transactions);
    expect((await anonGet('properties?select=id&limit=1', {}, '198.51.100.10')).status).toBe(200);
  });

  it('cancels the query when its client goes away', async () => {
    const address = '198.51.100.11';
    const abort = new AbortController();
    const gone = runaway(address, { signal: abort.signal });
    await vi.waitFor(() => expect(runawayRunning(address)).toBe(true), patience);
    abort.abort();
    // Stopped because its client left ("user request"), long before the 3 s timeout ("statement
    // timeout") would have stopped it, let alone the minute it asked for.
    const answer = await gone;
    expect(answer.status).toBe(503);
    expect(await errorOf(answer)).toMatchObject({ code: '57014', message: 'canceling statement due to user request' });
    expect(runawayRunning(address)).toBe(false);
    if (emulator.db.kind === 'postgres') {
      // No backend still runs it.
      const { rows } = await emulator.db.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state = 'active' and query like '%slow_statement%'`,
      );
      expect(rows[0].n).toBe(0);
    }
    // PostgreSQL's connection is free at once; PGlite ended the worker running it and starts a new one.
    await vi.waitFor(async () => expect((await anonGet('properties?select=id&limit=1', {}, '198.51.100.12')).status).toBe(200), patience);
  });

  it('a backtracking regex is refused before it reaches Postgres, and counts against its address as the timeout it would have run into', async () => {
    const address = '198.51.100.13';
    for (const pattern of [BACKTRACKING, '(?=.*(?=.*(?=.*z)))']) {
      const result = await anonGet(`properties?select=id&description=match.${encodeURIComponent(pattern)}`, {}, address);
      expect(result.status).toBe(400);
      expect((await errorOf(result)).code).toBe('PGRST100');
    }
    expect(queriesOf(address)).toEqual([]);
    expect((await anonGet('properties?select=id&limit=1', {}, address)).status).toBe(429);
    // An ordinary pattern runs as before, in a logic tree too, and reaches Postgres.
    const plain = await anonGet(`properties?select=id&or=${encodeURIComponent('(description.match."^(ab )+x$",id.eq.00000000-0000-0000-0000-000000000000)')}`, {}, '198.51.100.14');
    expect(plain.status).toBe(200);
    expect(await plain.json()).toEqual([{ id: listingId }]);
    expect(queriesOf('198.51.100.14').some((s) => s.params.includes('^(ab )+x$'))).toBe(true);
  });

  it('a deeply nested embed is refused before any query of it reaches the database', async () => {
    const address = '198.51.100.15';
    const deep = 'id,property_images(id,properties(id,property_images(id,properties(id,property_images(id,properties(id))))))';
    const result = await anonGet(`properties?select=${encodeURIComponent(deep)}`, {}, address);
    expect(result.status).toBe(400);
    const orTree = `properties?or=${encodeURIComponent('('.repeat(40) + 'id.eq.1' + ')'.repeat(40))}`;
    expect((await anonGet(orTree, {}, address)).status).toBe(400);
    expect(queriesOf(address)).toEqual([]);
    // A shallow embed is a query like any other.
    expect((await anonGet(`properties?select=${encodeURIComponent('id,property_images(id)')}&limit=1`, {}, '198.51.100.16')).status).toBe(200);
    expect(queriesOf('198.51.100.16')).not.toEqual([]);
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
