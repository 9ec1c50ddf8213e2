import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON_KEY, API_URL, type TestEmulator } from '../emulator.ts';
import { startEmulatorWithTestFunctions } from './test-functions.ts';

// One address must not keep the REST API from everyone else, however it spends its requests
// (PGlite and PostgreSQL). PGlite runs one statement at a time, so there every second one address
// holds the database is a second no one else is served.

let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await startEmulatorWithTestFunctions();
}, 120_000);
afterAll(async () => emulator?.stop());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const headers = { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` };

function anonGet(path: string, address: string, signal?: AbortSignal) {
  return emulator.fetchFrom(new Request(`${API_URL}/rest/v1/${path}`, { headers, signal }), address);
}

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

/**
 * A request that its client abandons after `ms` unless answered by then; resolves to the status
 * (0: abandoned) and whether it says the address is limited.
 */
async function abandonedAfter(ms: number, send: (signal: AbortSignal) => Promise<Response>) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  try {
    const res = await send(abort.signal);
    await res.body?.cancel();
    return { status: abort.signal.aborted ? 0 : res.status, limited: isLimited(res) };
  } catch {
    return { status: 0, limited: false };
  } finally {
    clearTimeout(timer);
  }
}

/** Reads from `address` one after another until `until.at`; each counts when answered 200 within a second. */
async function readUntil(until: { at: number }, address: string) {
  const reads: { at: number; ok: boolean }[] = [];
  while (Date.now() < until.at) {
    const started = performance.now();
    const { status } = await abandonedAfter(5000, (signal) => anonGet('properties?select=id&limit=1', address, signal));
    const ms = performance.now() - started;
    reads.push({ at: Date.now(), ok: status === 200 && ms < 1000 });
    await sleep(Math.max(0, 400 - ms));
  }
  return reads;
}

/**
 * Every second until `until` (or until an answer says it is limited, when `untilLimited`), a
 * request from the attacker that it abandons at 2.9 s, just inside anon's 3 s timeout. Resolves
 * to the statuses (0: abandoned), in the order sent.
 */
async function attackUntil(until: number, send: (signal: AbortSignal) => Promise<Response>, untilLimited = false) {
  const sent: Promise<{ status: number; limited: boolean }>[] = [];
  let limited = false;
  while (Date.now() < until && !(untilLimited && limited)) {
    sent.push(
      abandonedAfter(2900, send).then((answer) => {
        limited ||= answer.limited;
        return answer;
      }),
    );
    await sleep(1000);
  }
  return (await Promise.all(sent)).map((a) => a.status);
}

async function expectLimited(address: string) {
  expect(isLimited(await anonGet('properties?select=id&limit=1', address))).toBe(true);
}

describe('an attacker holding the database', () => {
  it('a backtracking regex sent every second and abandoned before the timeout: another address gets 90% of its reads within a second over 30 s, and the attacker is limited', { timeout: 90_000 }, async () => {
    const attacker = '203.0.113.66';
    const backtracking = encodeURIComponent('(.*)(.*)(.*)(.*)(.*)\\5\\4\\3\\2\\1$');
    const until = Date.now() + 30_000;
    const [attacks, reads] = await Promise.all([
      attackUntil(until, (signal) => anonGet(`properties?select=id&description=match.${backtracking}`, attacker, signal)),
      readUntil({ at: until }, '198.51.100.77'),
    ]);
    const answered = reads.filter((r) => r.ok).length;
    expect(answered / reads.length, `${answered} of ${reads.length} reads answered within 1 s`).toBeGreaterThanOrEqual(0.9);
    // Refused before reaching the database; the refusals count as the timeouts they stand for.
    expect(attacks.slice(0, 2)).toEqual([400, 400]);
    expect(attacks.slice(2).every((s) => s === 429)).toBe(true);
    await expectLimited(attacker);
  });

  it('a slow statement the API cannot see coming, abandoned just before the timeout, counts as a timeout: the attacker is limited after two and can no longer hold anyone up', { timeout: 90_000 }, async () => {
    const attacker = '203.0.113.67';
    const reader = '198.51.100.78';
    const attack = (signal: AbortSignal) => slowStatement(10, attacker, signal);
    const readsStop = { at: Date.now() + 60_000 };
    const readsDuringAttack = readUntil(readsStop, reader);
    const attacks = await attackUntil(Date.now() + 30_000, attack, true);
    readsStop.at = 0;
    const reads = await readsDuringAttack;
    await expectLimited(attacker);
    // Two statements held the database until their client left (on PostgreSQL up to its share of
    // 4 at once; on a loaded machine a request may also be left waiting for PGlite's restart), and
    // the attacker's other requests were refused at once.
    expect(attacks.filter((s) => s === 0).length).toBeGreaterThanOrEqual(2);
    expect(attacks.filter((s) => s !== 0).every((s) => s === 429)).toBe(true);
    const answered = reads.filter((r) => r.ok).length;
    // PostgreSQL has other connections for everyone else throughout.
    if (emulator.db.kind === 'postgres') expect(answered, `${answered} of ${reads.length} reads answered within 1 s`).toBe(reads.length);

    // PGlite restarts after the second; then, however the attacker goes on, everyone else is served.
    const back = Date.now() + 10_000;
    while ((await anonGet('properties?select=id&limit=1', reader)).status !== 200 && Date.now() < back) await sleep(100);
    const until = Date.now() + 4000;
    const [later, laterReads] = await Promise.all([attackUntil(until, attack), readUntil({ at: until }, reader)]);
    expect(later.every((s) => s === 429)).toBe(true);
    expect(laterReads.every((r) => r.ok)).toBe(true);
  });
});

describe("each address's share of the database", () => {
  it('requests from one address beyond its share wait behind each other, not in front of other addresses', async () => {
    const flood = Array.from({ length: 6 }, () => slowStatement(0.3, '203.0.113.70'));
    await sleep(50);
    const started = performance.now();
    const read = await anonGet('properties?select=id&limit=1', '198.51.100.80');
    const ms = performance.now() - started;
    expect(read.status).toBe(200);
    // Behind at most the flood's one running statement on PGlite, none on PostgreSQL.
    expect(ms).toBeLessThan(emulator.db.kind === 'pglite' ? 700 : 250);
    // The flood is served in turn, none refused: its statements keep finishing.
    expect((await Promise.all(flood)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('while its share is stuck in slow statements, its further requests are refused at once with Retry-After', async () => {
    const share = emulator.db.kind === 'pglite' ? 1 : 4;
    const attacker = '203.0.113.71';
    const flood = Array.from({ length: share + 3 }, () => slowStatement(2, attacker));
    await sleep(100);
    if (emulator.db.kind === 'postgres') {
      const started = performance.now();
      expect((await anonGet('properties?select=id&limit=1', '198.51.100.81')).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(250);
    }
    const answers = await Promise.all(flood);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(share);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(((await refused.json()) as { code: string }).code).toBe('over_request_rate_limit');
    // Statements that finished within their timeout cost the address nothing.
    expect((await anonGet('properties?select=id&limit=1', attacker)).status).toBe(200);
  });
});
