import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createAttemptLimiter,
  formatWait,
  MAX_SIGN_IN_ATTEMPTS,
  SIGN_IN_BLOCK_MS,
  TOO_MANY_ATTEMPTS_MESSAGE,
  type AttemptStore,
} from '@/features/auth/attempt-limiter';
import { credentialIssues, newPasswordSchema } from '@/features/auth/credentials-schema';
import { serverWaitMs, signInWithLimit, UNKNOWN_SERVER_WAIT_MS } from '@/features/auth/sign-in';
import { fetchNotingRetryAfter } from '@/offline/write-error';

describe('credentials schema (spec.md section 5 messages)', () => {
  it('accepts a valid email and strong password', () => {
    expect(credentialIssues({ email: 'layla@manzil.ae', password: 'Manzil2025!' })).toEqual([]);
  });

  it.each([
    [{ email: 'not-an-email', password: 'Manzil2025!' }, ['Invalid email address']],
    [{ email: `${'a'.repeat(95)}@x.com`, password: 'Manzil2025!' }, ['Email must be less than 100 characters']],
    [{ email: 'a@b.co', password: 'Ab1' }, ['Password must be at least 8 characters']],
    [{ email: 'a@b.co', password: `Ab1${'x'.repeat(126)}` }, ['Password must be less than 128 characters']],
    // bcrypt's limit, in bytes: 38 characters of which 35 take two bytes each.
    [{ email: 'a@b.co', password: `Ab1${'é'.repeat(35)}` }, ['Password cannot be longer than 72 bytes']],
    [
      { email: 'a@b.co', password: 'alllowercase1' },
      ['Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    ],
    [
      { email: 'a@b.co', password: 'NoDigitsHere' },
      ['Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    ],
  ])('%j gives %j', (input, messages) => {
    expect(credentialIssues(input)).toEqual(messages);
  });

  it('lists every issue at once', () => {
    expect(credentialIssues({ email: 'x', password: 'short' })).toEqual([
      'Invalid email address',
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ]);
  });

  it('the new-password form applies the same rules and wants a matching confirmation', () => {
    expect(newPasswordSchema.safeParse({ password: 'Manzil2025!', confirm: 'Manzil2025!' }).success).toBe(true);
    const mismatch = newPasswordSchema.safeParse({ password: 'Manzil2025!', confirm: 'Manzil2026!' });
    expect(mismatch.error?.issues.map((i) => i.message)).toEqual(['Passwords do not match']);
    const weak = newPasswordSchema.safeParse({ password: 'weak', confirm: 'weak' });
    expect(weak.error?.issues[0].message).toBe('Password must be at least 8 characters');
  });
});

describe('sign-in attempt limiter', () => {
  const memoryStore = (): AttemptStore & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
  };
  /** A clock the test moves by hand. */
  const manualClock = (start = Date.UTC(2026, 0, 1)) => {
    let t = start;
    return { now: () => t, advance: (ms: number) => void (t += ms) };
  };
  const failTimes = (limiter: { recordFailure(): void }, n: number) => {
    for (let i = 0; i < n; i++) limiter.recordFailure();
  };

  it('blocks after five failures for 15 minutes, reporting the time left, then opens by itself', () => {
    const clock = manualClock();
    const limiter = createAttemptLimiter(memoryStore(), { now: clock.now });
    failTimes(limiter, MAX_SIGN_IN_ATTEMPTS - 1);
    expect(limiter.isBlocked()).toBe(false);
    expect(limiter.remainingMs()).toBe(0);
    limiter.recordFailure();
    expect(limiter.isBlocked()).toBe(true);
    expect(limiter.remainingMs()).toBe(SIGN_IN_BLOCK_MS);
    expect(SIGN_IN_BLOCK_MS).toBe(15 * 60_000);
    clock.advance(60_001);
    expect(limiter.remainingMs()).toBe(14 * 60_000 - 1);
    expect(formatWait(limiter.remainingMs())).toBe('14:00');
    clock.advance(14 * 60_000 - 2);
    expect(limiter.isBlocked()).toBe(true);
    expect(formatWait(limiter.remainingMs())).toBe('0:01');
    clock.advance(1);
    expect(limiter.isBlocked()).toBe(false);
    expect(limiter.remainingMs()).toBe(0);
    // A fresh start: five more attempts before the next block.
    expect(limiter.failures()).toBe(0);
    failTimes(limiter, MAX_SIGN_IN_ATTEMPTS - 1);
    expect(limiter.isBlocked()).toBe(false);
  });

  it('keeps the end time in the store, so a reload keeps the countdown and it still ends', () => {
    const store = memoryStore();
    const clock = manualClock();
    failTimes(createAttemptLimiter(store, { now: clock.now }), 5);
    clock.advance(5 * 60_000);
    const reloaded = createAttemptLimiter(store, { now: clock.now });
    expect(reloaded.isBlocked()).toBe(true);
    expect(reloaded.remainingMs()).toBe(10 * 60_000);
    clock.advance(10 * 60_000);
    expect(createAttemptLimiter(store, { now: clock.now }).isBlocked()).toBe(false);
  });

  it('a success or a password reset clears it at once, also for a limiter over the same store', () => {
    const store = memoryStore();
    const clock = manualClock();
    const limiter = createAttemptLimiter(store, { now: clock.now });
    failTimes(limiter, 5);
    const otherTab = createAttemptLimiter(store, { now: clock.now });
    expect(otherTab.isBlocked()).toBe(true);
    otherTab.reset();
    expect(limiter.isBlocked()).toBe(false);
    expect(limiter.failures()).toBe(0);
    expect(store.data.size).toBe(0);
  });

  it('forgets failures older than a block', () => {
    const clock = manualClock();
    const limiter = createAttemptLimiter(memoryStore(), { now: clock.now });
    failTimes(limiter, 4);
    clock.advance(SIGN_IN_BLOCK_MS);
    limiter.recordFailure();
    expect(limiter.failures()).toBe(1);
    expect(limiter.isBlocked()).toBe(false);
  });

  it('blocks for as long as the server asked, never longer than a block', () => {
    const clock = manualClock();
    const limiter = createAttemptLimiter(memoryStore(), { now: clock.now });
    limiter.blockFor(30_000);
    expect(limiter.remainingMs()).toBe(30_000);
    limiter.blockFor(10_000); // a shorter wait does not cut a longer one
    expect(limiter.remainingMs()).toBe(30_000);
    limiter.blockFor(3_600_000);
    expect(limiter.remainingMs()).toBe(SIGN_IN_BLOCK_MS);
  });

  it('ignores an end time no clock of this app could have written, and anything unreadable', () => {
    const store = memoryStore();
    const clock = manualClock();
    const limiter = createAttemptLimiter(store, { now: clock.now });
    store.setItem('manzil:sign-in-block', JSON.stringify({ failures: 5, lastFailureAt: clock.now(), blockedUntil: clock.now() + 86_400_000 }));
    expect(limiter.isBlocked()).toBe(false);
    store.setItem('manzil:sign-in-block', '5'); // the old, endless counter
    expect(limiter.isBlocked()).toBe(false);
    store.setItem('manzil:sign-in-block', '{not json');
    expect(limiter.failures()).toBe(0);
  });

  it('works without storage', () => {
    const limiter = createAttemptLimiter(null, { max: 2 });
    limiter.recordFailure();
    limiter.recordFailure();
    expect(limiter.isBlocked()).toBe(true);
  });

  it('tells subscribers about every change', () => {
    const limiter = createAttemptLimiter(memoryStore());
    const seen: number[] = [];
    const unsubscribe = limiter.subscribe(() => seen.push(limiter.blockedUntil()));
    failTimes(limiter, 5);
    limiter.reset();
    unsubscribe();
    limiter.recordFailure();
    expect(seen).toHaveLength(6);
    expect(seen[4]).toBeGreaterThan(0);
    expect(seen[5]).toBe(0);
  });

  it('formats the wait as minutes and seconds, rounded up', () => {
    expect(formatWait(SIGN_IN_BLOCK_MS)).toBe('15:00');
    expect(formatWait(SIGN_IN_BLOCK_MS - 1)).toBe('15:00');
    expect(formatWait(SIGN_IN_BLOCK_MS - 1000)).toBe('14:59');
    expect(formatWait(5_000)).toBe('0:05');
    expect(formatWait(0)).toBe('0:00');
  });

  it('uses the exact message', () => {
    expect(TOO_MANY_ATTEMPTS_MESSAGE).toBe('Too many login attempts. Please wait before trying again.');
  });
});

describe("the server's wait (Retry-After)", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A 429 as the app's fetch sees it, then the wait the sign-in takes from it. */
  async function waitAfter(headers: Record<string, string>) {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 'over_request_rate_limit' }), { status: 429, headers }));
    await fetchNotingRetryAfter('http://127.0.0.1:54321/auth/v1/token?grant_type=password');
    return serverWaitMs({ status: 429, code: 'over_request_rate_limit' }, SIGN_IN_BLOCK_MS);
  }

  it('reads Retry-After in seconds', async () => {
    expect(await waitAfter({ 'Retry-After': '42' })).toBe(42_000);
  });

  it('never waits longer than the block', async () => {
    expect(await waitAfter({ 'Retry-After': '86400' })).toBe(SIGN_IN_BLOCK_MS);
  });

  it('waits a minute when the server gives no usable wait (hosted GoTrue sends none)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 10_000); // past the last noted header
      expect(await waitAfter({})).toBe(UNKNOWN_SERVER_WAIT_MS);
      vi.setSystemTime(Date.now() + 10_000);
      expect(await waitAfter({ 'Retry-After': 'soon' })).toBe(UNKNOWN_SERVER_WAIT_MS);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sign-in behind the limiter', () => {
  afterEach(() => vi.unstubAllGlobals());

  const clientAnswering = (error: { message: string; status: number; code?: string } | null) => {
    const calls: unknown[] = [];
    const client = { auth: { signInWithPassword: async (c: unknown) => (calls.push(c), { data: {}, error }) } } as unknown as SupabaseClient;
    return { client, calls };
  };
  const credentials = { email: 'a@b.co', password: 'Wrong1234' };

  it('counts wrong passwords, then refuses without asking the server', async () => {
    const limiter = createAttemptLimiter(null);
    const { client, calls } = clientAnswering({ message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' });
    for (let i = 0; i < 4; i++) expect(await signInWithLimit(credentials, { client, limiter })).toEqual({ status: 'failed', message: 'Invalid login credentials' });
    expect(await signInWithLimit(credentials, { client, limiter })).toEqual({ status: 'blocked' });
    expect(await signInWithLimit(credentials, { client, limiter })).toEqual({ status: 'blocked' });
    expect(calls).toHaveLength(5);
  });

  it('does not count an unconfirmed email or an outage as a wrong password', async () => {
    const limiter = createAttemptLimiter(null);
    for (const error of [
      { message: 'Email not confirmed', status: 400, code: 'email_not_confirmed' },
      { message: 'Failed to fetch', status: 0 },
    ]) {
      const { client } = clientAnswering(error);
      for (let i = 0; i < 6; i++) expect((await signInWithLimit(credentials, { client, limiter })).status).toBe('failed');
    }
    expect(limiter.failures()).toBe(0);
  });

  it("blocks for the server's Retry-After on a 429", async () => {
    const limiter = createAttemptLimiter(null);
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 429, headers: { 'Retry-After': '30' } }));
    await fetchNotingRetryAfter('http://127.0.0.1:54321/auth/v1/token?grant_type=password');
    const { client } = clientAnswering({ message: 'Request rate limit reached', status: 429, code: 'over_request_rate_limit' });
    expect(await signInWithLimit(credentials, { client, limiter })).toEqual({ status: 'blocked' });
    expect(limiter.remainingMs()).toBeGreaterThan(29_000);
    expect(limiter.remainingMs()).toBeLessThanOrEqual(30_000);
  });

  it('a success clears the count', async () => {
    const limiter = createAttemptLimiter(null);
    limiter.recordFailure();
    limiter.recordFailure();
    expect(await signInWithLimit(credentials, { client: clientAnswering(null).client, limiter })).toEqual({ status: 'signed-in' });
    expect(limiter.failures()).toBe(0);
  });
});
