import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANON_KEY, API_URL, type TestEmulator } from '../emulator.ts';
import { patience, transactionsOf as transactionsIn, watchStatements, type SentStatement } from './statement-watch.ts';
import { BUSY_MS } from '../../../supabase/emulator/db/connection-lock.ts';
import { startEmulatorWithTestFunctions } from './test-functions.ts';

// One address must not keep the REST API from everyone else, however it spends its requests
// (PGlite and PostgreSQL). PGlite runs one statement at a time, so there every second one address
// holds the database is a second no one else is served. The tests show it by what the database is
// sent and in which order requests are answered, never by how long they take.

let emulator: TestEmulator;

let sent: SentStatement[] = [];

const transactionsOf = (address: string) => transactionsIn(sent, address);
/** The address's slow statements that the database is running now. */
const slowRunning = (address: string) => sent.filter((s) => s.address === address && s.sql.includes('slow_statement') && !s.finished).length;

beforeAll(async () => {
  // The busy answers as the product gives them (test emulators wait longer: emulator.ts).
  emulator = await startEmulatorWithTestFunctions({ busyMs: BUSY_MS });
  sent = watchStatements(emulator.db);
}, 120_000);
afterAll(async () => emulator?.stop());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const headers = { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` };

function anonGet(path: string, address: string, signal?: AbortSignal) {
  return emulator.fetchFrom(new Request(`${API_URL}/rest/v1/${path}`, { headers, signal }), address);
}
const anonRead = (address: string) => anonGet('properties?select=id&limit=1', address);

/** A statement that runs for `seconds` (anon's timeout stops it at 3 s). */
function slowStatement(seconds: number, address: string, signal?: AbortSignal) {
  return emulator.fetchFrom(
    new Request(`${API_URL}/rest/v1/rpc/slow_statement`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ seconds }),
      signal,
    }),
    address,
  );
}

/** 429 with a Retry-After of minutes: the address is limited, not just told to wait its turn. */
const isLimited = (res: Response) => res.status === 429 && Number(res.headers.get('retry-after')) > 60;

async function expectLimited(address: string) {
  expect(isLimited(await anonRead(address))).toBe(true);
}

describe('an attacker holding the database', () => {
  it('a backtracking regex sent again and again never reaches Postgres: another address is served throughout, and the attacker is limited after two', async () => {
    const attacker = '203.0.113.66';
    const reader = '198.51.100.77';
    const pattern = '(.*)(.*)(.*)(.*)(.*)\\5\\4\\3\\2\\1$';
    const attacks: Response[] = [];
    const reads: number[] = [];
    // Each attack goes out beside a read from another address, as the attacker's next one would.
    for (let i = 0; i < 6; i++) {
      const [attack, read] = await Promise.all([anonGet(`properties?select=id&description=match.${encodeURIComponent(pattern)}`, attacker), anonRead(reader)]);
      attacks.push(attack);
      reads.push(read.status);
    }
    expect(reads).toEqual([200, 200, 200, 200, 200, 200]);
    // Refused before the pattern reaches Postgres; the refusals count as the timeouts they stand for.
    expect(attacks.map((r) => r.status)).toEqual([400, 400, 429, 429, 429, 429]);
    expect(((await attacks[0].json()) as { code: string }).code).toBe('PGRST100');
    expect(attacks.slice(2).every(isLimited)).toBe(true);
    expect(sent.filter((s) => s.address === attacker && (s.sql.includes(pattern) || s.params.includes(pattern)))).toEqual([]);
    // Once limited, its requests are refused without a transaction.
    expect(transactionsOf(attacker)).toBe(2);
    await expectLimited(attacker);
  });

  it('a slow statement the API cannot see coming, abandoned just before the timeout, counts as a timeout: the attacker is limited after two and can no longer hold anyone up', async () => {
    const attacker = '203.0.113.67';
    const reader = '198.51.100.78';
    for (let i = 0; i < 2; i++) {
      const abort = new AbortController();
      const attack = slowStatement(10, attacker, abort.signal);
      await vi.waitFor(() => expect(slowRunning(attacker)).toBe(1), patience);
      // The attacker leaves two seconds into the statement, inside anon's 3 s timeout.
      const leaving = sleep(2000);
      if (emulator.db.kind === 'postgres') {
        // PostgreSQL has other connections: another address is served while the statement runs.
        expect((await anonRead(reader)).status).toBe(200);
        expect(slowRunning(attacker)).toBe(1);
      }
      await leaving;
      abort.abort();
      // Stopped because its client left ("user request"), not by the timeout.
      const res = await attack;
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toBe('canceling statement due to user request');
      expect(slowRunning(attacker)).toBe(0);
    }
    await expectLimited(attacker);

    // PGlite restarts after the second; then, however the attacker goes on, everyone else is
    // served, and the attacker's requests are refused without reaching the database.
    await vi.waitFor(async () => expect((await anonRead(reader)).status).toBe(200), patience);
    const transactions = transactionsOf(attacker);
    for (let i = 0; i < 3; i++) {
      const [attack, read] = await Promise.all([slowStatement(10, attacker), anonRead(reader)]);
      expect(isLimited(attack)).toBe(true);
      expect(read.status).toBe(200);
    }
    expect(transactionsOf(attacker)).toBe(transactions);
  });
});

describe("each address's share of the database", () => {
  it('requests from one address beyond its share wait behind each other, not in front of other addresses', async () => {
    const share = emulator.db.kind === 'pglite' ? 1 : 4;
    const flooder = '203.0.113.70';
    // More than PostgreSQL's pool of 8 connections, so without shares a reader would queue behind it.
    let floodAnswered = 0;
    const flood = Array.from({ length: 10 }, () =>
      slowStatement(0.3, flooder).then((res) => {
        floodAnswered++;
        return res.status;
      }),
    );
    await vi.waitFor(() => expect(slowRunning(flooder)).toBe(share), patience);
    const read = await anonRead('198.51.100.80');
    const floodAnsweredBefore = floodAnswered;
    expect(read.status).toBe(200);
    // Served behind at most the flood's statements already running when it came (its share) and,
    // had it come just as they changed turns, the next; not behind the rest of the queue.
    expect(floodAnsweredBefore).toBeLessThanOrEqual(share + 1);
    // The flood is served in turn, none refused: its statements keep finishing.
    expect(await Promise.all(flood)).toEqual(Array(10).fill(200));
  });

  it('while its share is stuck in slow statements, its further requests are refused with Retry-After before those finish', async () => {
    const share = emulator.db.kind === 'pglite' ? 1 : 4;
    const attacker = '203.0.113.71';
    const flood = Array.from({ length: share + 3 }, () => slowStatement(2, attacker).then((res) => ({ res, stillRunning: slowRunning(attacker) })));
    await vi.waitFor(() => expect(slowRunning(attacker)).toBe(share), patience);
    if (emulator.db.kind === 'postgres') {
      // Another address is served while the share's statements hold their connections.
      expect((await anonRead('198.51.100.81')).status).toBe(200);
      expect(slowRunning(attacker)).toBe(share);
    }
    const answers = await Promise.all(flood);
    const statuses = answers.map((a) => a.res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(share);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refusals = answers.filter((a) => a.res.status === 429);
    // Refused without waiting for the stuck statements: each while all of them still ran.
    expect(refusals.map((a) => a.stillRunning)).toEqual([share, share, share]);
    expect(refusals[0].res.headers.get('retry-after')).toBe('1');
    expect(((await refusals[0].res.json()) as { code: string }).code).toBe('over_request_rate_limit');
    // Statements that finished within their timeout cost the address nothing.
    expect((await anonRead(attacker)).status).toBe(200);
  });
});
