import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInPairKey } from '../../../supabase/emulator/auth/sign-in-locks.ts';
import { ANON_KEY, API_URL, startTestEmulator, type TestEmulator } from '../emulator.ts';

// What a probe of the auth API found, and what must hold now (PGlite and PostgreSQL): guesses sent
// at once are counted as if sent one by one.

let emulator: TestEmulator;
let counter = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${counter++}@example.com`;

beforeAll(async () => {
  emulator = await startTestEmulator({ seed: false });
}, 120_000);
afterAll(async () => emulator?.stop());

/** A raw auth request from one client address. */
function auth(path: string, body: unknown, address: string) {
  return emulator.fetchFrom(
    new Request(`${API_URL}/auth/v1${path}`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    address,
  );
}

describe('password guesses sent at once', () => {
  it('40 wrong passwords in parallel from one address check 5, then the address waits 30 s', async () => {
    const { email, password } = await emulator.signedInUser(uniqueEmail('parallel'));
    const attacker = '203.0.113.140';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => auth('/token?grant_type=password', { email, password: `Wr0ng${i}pass` }, attacker)));
    const statuses = answers.map((res) => res.status);
    // 4 plain refusals, then the failure that starts the lock and every other attempt: 429.
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(36);
    const { failedSignIns, failedSignInsPerEmail } = emulator.ctx.limits;
    expect(failedSignIns.failures(signInPairKey(email, attacker))).toBe(5);
    expect(failedSignInsPerEmail.count(email)).toBe(5);
    // The first lock's wait, 30 s: 30 failures would have grown it to the 15-minute cap. (The
    // last 10 attempts were over the address's 30 sign-ins per 5 minutes and never got that far.)
    expect(failedSignIns.retryAfter(signInPairKey(email, attacker))).toBeGreaterThan(25);
    expect(failedSignIns.retryAfter(signInPairKey(email, attacker))).toBeLessThanOrEqual(30);
    expect((await auth('/token?grant_type=password', { email, password }, attacker)).status).toBe(429);
    // The owner, elsewhere, is not held back.
    expect((await auth('/token?grant_type=password', { email, password }, '192.0.2.140')).status).toBe(200);
  });

  it('the right password among parallel attempts signs in, and other addresses are not queued behind', async () => {
    const { email, password } = await emulator.signedInUser(uniqueEmail('mixed'));
    const address = '203.0.113.141';
    const answers = await Promise.all([
      auth('/token?grant_type=password', { email, password: 'Wr0ngpass1' }, address),
      auth('/token?grant_type=password', { email, password }, address),
      auth('/token?grant_type=password', { email, password }, '192.0.2.141'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([400, 200, 200]);
  });
});
