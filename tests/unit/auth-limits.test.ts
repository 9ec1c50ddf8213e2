import type { SupabaseClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createAttemptLimiter,
  DEFAULT_WAIT_MS,
  formatWait,
  MAX_SIGN_IN_ATTEMPTS,
  MAX_WAIT_MS,
  TOO_MANY_ATTEMPTS,
  type AttemptLimiter,
  type AttemptStore,
} from '@/features/auth/attempt-limiter';
import { MAX_EMAIL_WAIT_MS } from '@/features/auth/email-requests';
import { requestPasswordReset } from '@/features/auth/password-reset';
import { serverWaitMs, signInWithLimit } from '@/features/auth/sign-in';
import { resendConfirmation, SIGN_UP_SUCCESS } from '@/features/auth/sign-up';
import { fetchKeepingRetryAfter } from '@/lib/retry-after';
import { ar, en } from './i18n';

// How often the app lets someone try: the per-email sign-in limiter, sign-in behind it, the waits
// the auth server asks for (Retry-After), and the emails asked for (a password reset, the
// confirmation again). The credentials' rules and the dialog's words: auth-credentials.test.ts.

describe('sign-in attempt limiter (per email)', () => {
  const memoryStore = (): AttemptStore & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
  };
  /** A clock the test moves by hand. */
  const manualClock = (start = Date.UTC(2026, 0, 1)) => {
    let t = start;
    return { now: () => t, advance: (ms: number) => void (t += ms) };
  };
  const failTimes = (limiter: AttemptLimiter, email: string, n: number) => {
    for (let i = 0; i < n; i++) limiter.recordFailure(email);
  };
  const LAYLA = 'layla@manzil.ae';
  const OMAR = 'omar@manzil.ae';

  it('makes an email wait a minute after five failures, reporting the time left, then opens by itself', () => {
    const clock = manualClock();
    const limiter = createAttemptLimiter(memoryStore(), { now: clock.now });
    failTimes(limiter, LAYLA, MAX_SIGN_IN_ATTEMPTS - 1);
    expect(limiter.isBlocked(LAYLA)).toBe(false);
    expect(limiter.remainingMs(LAYLA)).toBe(0);
    limiter.recordFailure(LAYLA);
    expect(limiter.isBlocked(LAYLA)).toBe(true);
    expect(limiter.remainingMs(LAYLA)).toBe(DEFAULT_WAIT_MS);
    expect(DEFAULT_WAIT_MS).toBe(60_000);
    clock.advance(30_001);
    expect(formatWait(limiter.remainingMs(LAYLA))).toBe('0:30');
    clock.advance(29_998);
    expect(formatWait(limiter.remainingMs(LAYLA))).toBe('0:01');
    clock.advance(1);
    expect(limiter.isBlocked(LAYLA)).toBe(false);
    // A fresh start: five more attempts before the next wait.
    expect(limiter.failures(LAYLA)).toBe(0);
    failTimes(limiter, LAYLA, MAX_SIGN_IN_ATTEMPTS - 1);
    expect(limiter.isBlocked(LAYLA)).toBe(false);
  });

  it('never holds back another email on the same device, nor the same email typed differently', () => {
    const store = memoryStore();
    const limiter = createAttemptLimiter(store);
    failTimes(limiter, LAYLA, MAX_SIGN_IN_ATTEMPTS);
    limiter.blockFor(LAYLA, MAX_WAIT_MS);
    expect(limiter.isBlocked(' Layla@Manzil.AE ')).toBe(true);
    expect(limiter.isBlocked(OMAR)).toBe(false);
    expect(limiter.failures(OMAR)).toBe(0);
    // Omar's own count starts from nothing and ends with his own success.
    limiter.recordFailure(OMAR);
    limiter.reset(OMAR);
    expect(limiter.isBlocked(LAYLA)).toBe(true);
    expect(createAttemptLimiter(store).isBlocked(OMAR)).toBe(false);
  });

  it('keeps the end time in the store, so a reload keeps the countdown and it still ends', () => {
    const store = memoryStore();
    const clock = manualClock();
    createAttemptLimiter(store, { now: clock.now }).blockFor(LAYLA, 10 * 60_000);
    clock.advance(5 * 60_000);
    const reloaded = createAttemptLimiter(store, { now: clock.now });
    expect(reloaded.remainingMs(LAYLA)).toBe(5 * 60_000);
    expect(reloaded.isBlocked(OMAR)).toBe(false);
    clock.advance(5 * 60_000);
    expect(createAttemptLimiter(store, { now: clock.now }).isBlocked(LAYLA)).toBe(false);
  });

  it('a success or a password reset clears that email at once, also for a limiter over the same store, and leaves nothing stored', () => {
    const store = memoryStore();
    const clock = manualClock();
    const limiter = createAttemptLimiter(store, { now: clock.now });
    failTimes(limiter, LAYLA, 5);
    const otherTab = createAttemptLimiter(store, { now: clock.now });
    expect(otherTab.isBlocked(LAYLA)).toBe(true);
    otherTab.reset(LAYLA);
    expect(limiter.isBlocked(LAYLA)).toBe(false);
    expect(limiter.failures(LAYLA)).toBe(0);
    expect(store.data.size).toBe(0);
  });

  it('forgets failures older than the longest wait', () => {
    const clock = manualClock();
    const limiter = createAttemptLimiter(memoryStore(), { now: clock.now });
    failTimes(limiter, LAYLA, 4);
    clock.advance(MAX_WAIT_MS);
    limiter.recordFailure(LAYLA);
    expect(limiter.failures(LAYLA)).toBe(1);
    expect(limiter.isBlocked(LAYLA)).toBe(false);
  });

  it('waits as long as the server asked, never longer than 15 minutes', () => {
    const clock = manualClock();
    const limiter = createAttemptLimiter(memoryStore(), { now: clock.now });
    limiter.blockFor(LAYLA, 30_000);
    expect(limiter.remainingMs(LAYLA)).toBe(30_000);
    limiter.blockFor(LAYLA, 10_000); // a shorter wait does not cut a longer one
    expect(limiter.remainingMs(LAYLA)).toBe(30_000);
    limiter.blockFor(LAYLA, 3_600_000);
    expect(limiter.remainingMs(LAYLA)).toBe(MAX_WAIT_MS);
    expect(MAX_WAIT_MS).toBe(15 * 60_000);
  });

  it('ignores an end time no clock of this app could have written, and anything unreadable', () => {
    const store = memoryStore();
    const clock = manualClock();
    const limiter = createAttemptLimiter(store, { now: clock.now });
    store.setItem('manzil:sign-in-blocks', JSON.stringify({ [LAYLA]: { failures: 5, lastFailureAt: clock.now(), blockedUntil: clock.now() + 86_400_000 } }));
    expect(limiter.isBlocked(LAYLA)).toBe(false);
    store.setItem('manzil:sign-in-blocks', '[5]');
    expect(limiter.isBlocked(LAYLA)).toBe(false);
    store.setItem('manzil:sign-in-blocks', '{not json');
    expect(limiter.failures(LAYLA)).toBe(0);
  });

  it('works without storage', () => {
    const limiter = createAttemptLimiter(null, { max: 2 });
    limiter.recordFailure(LAYLA);
    limiter.recordFailure(LAYLA);
    expect(limiter.isBlocked(LAYLA)).toBe(true);
    expect(limiter.isBlocked(OMAR)).toBe(false);
  });

  it('tells subscribers about every change', () => {
    const limiter = createAttemptLimiter(memoryStore());
    const seen: number[] = [];
    const unsubscribe = limiter.subscribe(() => seen.push(limiter.blockedUntil(LAYLA)));
    failTimes(limiter, LAYLA, 5);
    limiter.reset(LAYLA);
    unsubscribe();
    limiter.recordFailure(LAYLA);
    expect(seen).toHaveLength(6);
    expect(seen[4]).toBeGreaterThan(0);
    expect(seen[5]).toBe(0);
  });

  it('formats the wait as minutes and seconds, rounded up', () => {
    expect(formatWait(MAX_WAIT_MS)).toBe('15:00');
    expect(formatWait(MAX_WAIT_MS - 1)).toBe('15:00');
    expect(formatWait(MAX_WAIT_MS - 1000)).toBe('14:59');
    expect(formatWait(5_000)).toBe('0:05');
    expect(formatWait(0)).toBe('0:00');
  });

  it('uses the exact messages, and Arabic ones on Arabic pages', () => {
    expect(en._(TOO_MANY_ATTEMPTS)).toBe('Too many login attempts. Please wait before trying again.');
    expect(en._(SIGN_UP_SUCCESS)).toBe('Registration successful! Please check your email to verify your account.');
    expect(ar._(TOO_MANY_ATTEMPTS)).toMatch(/محاولات/);
    expect(ar._(SIGN_UP_SUCCESS)).toMatch(/بريدك الإلكتروني/);
  });
});

describe("the server's wait (Retry-After)", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A 429 to a sign-in for `email` as the app's fetch sees it. */
  async function answer429(email: string, headers: Record<string, string>) {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 'over_request_rate_limit' }), { status: 429, headers }));
    await fetchKeepingRetryAfter('http://127.0.0.1:54321/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password: 'Wrong1234' }) });
  }

  /** A 429 as the app's fetch sees it, then the wait the sign-in takes from it. */
  async function waitAfter(headers: Record<string, string>) {
    await answer429('a@b.co', headers);
    return serverWaitMs('a@b.co');
  }

  it('reads Retry-After in seconds', async () => {
    expect(await waitAfter({ 'Retry-After': '42' })).toBe(42_000);
  });

  it('never waits longer than 15 minutes', async () => {
    expect(await waitAfter({ 'Retry-After': '86400' })).toBe(MAX_WAIT_MS);
  });

  it('waits a minute when the server gives no usable wait (hosted GoTrue sends none)', async () => {
    expect(await waitAfter({})).toBe(DEFAULT_WAIT_MS);
    expect(await waitAfter({ 'Retry-After': 'soon' })).toBe(DEFAULT_WAIT_MS);
  });

  it("takes only the wait given to its own email's request, once", async () => {
    await answer429('Other@B.co', { 'Retry-After': '900' });
    await answer429('a@b.co', { 'Retry-After': '42' });
    expect(serverWaitMs('a@b.co')).toBe(42_000);
    expect(serverWaitMs('a@b.co')).toBe(DEFAULT_WAIT_MS);
    // Emails are compared as the server compares them.
    expect(serverWaitMs(' other@b.co')).toBe(MAX_WAIT_MS);
  });

  it('forgets a wait nobody asked for within a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await answer429('a@b.co', { 'Retry-After': '42' });
      vi.setSystemTime(Date.now() + 10_000);
      expect(serverWaitMs('a@b.co')).toBe(DEFAULT_WAIT_MS);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('emails asked for (a password reset, the confirmation again)', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A client whose auth answers every email request with `error`, after the app's fetch saw the answer's Retry-After. */
  async function clientAnswering(email: string, error: { message: string; status: number; code?: string } | null, retryAfter?: string) {
    if (retryAfter) {
      vi.stubGlobal('fetch', async () => new Response('{}', { status: 429, headers: { 'Retry-After': retryAfter } }));
      await fetchKeepingRetryAfter('http://127.0.0.1:54321/auth/v1/recover', { method: 'POST', body: JSON.stringify({ email }) });
    }
    const answer = async () => ({ data: {}, error });
    return { auth: { resetPasswordForEmail: answer, resend: answer } } as unknown as SupabaseClient;
  }

  it('right after sign-up, a reset is the wait for another email (Retry-After), not too many attempts', async () => {
    const client = await clientAnswering('new@b.co', { message: 'For security purposes, you can only request this after 23 seconds.', status: 429, code: 'over_email_send_rate_limit' }, '23');
    expect(await requestPasswordReset('new@b.co', { client })).toEqual({ status: 'wait', waitMs: 23_000, justSent: true });
  });

  it('too many requests is a wait too, but not an email just sent; never longer than an hour', async () => {
    const client = await clientAnswering('new@b.co', { message: 'Request rate limit reached', status: 429, code: 'over_request_rate_limit' }, '86400');
    expect(await resendConfirmation('new@b.co', { client })).toEqual({ status: 'wait', waitMs: MAX_EMAIL_WAIT_MS, justSent: false });
  });

  it('sent, or refused in the server’s words', async () => {
    expect(await requestPasswordReset('new@b.co', { client: await clientAnswering('new@b.co', null) })).toEqual({ status: 'sent' });
    const refused = await clientAnswering('new@b.co', { message: 'Email address is invalid', status: 400, code: 'email_address_invalid' });
    expect(await requestPasswordReset('new@b.co', { client: refused })).toEqual({ status: 'failed', message: 'Email address is invalid', code: 'email_address_invalid' });
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

  it('counts wrong passwords, then refuses that email without asking the server, but not another', async () => {
    const limiter = createAttemptLimiter(null);
    const { client, calls } = clientAnswering({ message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' });
    const failed = { status: 'failed', message: 'Invalid login credentials', code: 'invalid_credentials' };
    for (let i = 0; i < 4; i++) expect(await signInWithLimit(credentials, { client, limiter })).toEqual(failed);
    expect(await signInWithLimit(credentials, { client, limiter })).toEqual({ status: 'blocked' });
    expect(await signInWithLimit(credentials, { client, limiter })).toEqual({ status: 'blocked' });
    expect(calls).toHaveLength(5);
    expect(await signInWithLimit({ email: 'other@b.co', password: 'Wrong1234' }, { client, limiter })).toEqual(failed);
    expect(calls).toHaveLength(6);
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
    expect(limiter.failures(credentials.email)).toBe(0);
  });

  it("blocks for the server's Retry-After on a 429", async () => {
    const limiter = createAttemptLimiter(null);
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 429, headers: { 'Retry-After': '30' } }));
    await fetchKeepingRetryAfter('http://127.0.0.1:54321/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify(credentials) });
    const { client } = clientAnswering({ message: 'Request rate limit reached', status: 429, code: 'over_request_rate_limit' });
    expect(await signInWithLimit(credentials, { client, limiter })).toEqual({ status: 'blocked' });
    expect(limiter.remainingMs(credentials.email)).toBeGreaterThan(29_000);
    expect(limiter.remainingMs(credentials.email)).toBeLessThanOrEqual(30_000);
    expect(limiter.isBlocked('other@b.co')).toBe(false);
  });

  it('a success clears the count', async () => {
    const limiter = createAttemptLimiter(null);
    limiter.recordFailure(credentials.email);
    limiter.recordFailure(credentials.email);
    expect(await signInWithLimit(credentials, { client: clientAnswering(null).client, limiter })).toEqual({ status: 'signed-in' });
    expect(limiter.failures(credentials.email)).toBe(0);
  });
});
