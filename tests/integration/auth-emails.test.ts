import { createClient, isAuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { RESEND_INTERVAL_MS, resendConfirmation, signUpWithEmail } from '@/features/auth/sign-up';
import { fetchKeepingRetryAfter } from '@/lib/retry-after';
import { PASSWORD, rawAuth, signIn, uniqueEmail } from './auth-fixture.ts';
import { ANON_KEY, API_URL, startTestEmulator, type TestEmulator } from './emulator.ts';

// Auth's sign-up and the emails it sends: confirmation (on and off), password recovery, the
// confirmation again, the project's emails an hour, and each in the user's language. Sign-in,
// sessions and the admin API: auth-sessions.test.ts.

const SITE_URL = 'http://localhost:4173';

let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await startTestEmulator({ seed: false });
}, 120_000);
afterAll(async () => emulator?.stop());

/** The link in the newest email to this address. */
function latestLink(email: string, subject: string): string {
  const mail = emulator.mailbox.list(email).find((m) => m.subject === subject);
  if (!mail?.link) throw new Error(`no "${subject}" email for ${email}`);
  return mail.link;
}

/** Opens an email link as a browser would, returning the redirect target and its fragment. */
async function followLink(link: string) {
  const res = await emulator.fetch(new Request(link, { redirect: 'manual' }));
  const location = res.headers.get('location') ?? '';
  const [target, fragment = ''] = location.split('#');
  return { status: res.status, location, target, params: new URLSearchParams(fragment) };
}

async function signUpAndConfirm(email: string, password = PASSWORD) {
  const { error } = await emulator.client().auth.signUp({ email, password });
  if (error) throw error;
  return followLink(latestLink(email, 'Confirm your signup'));
}

describe('sign-up with email confirmation', { timeout: 30_000 }, () => {
  it('returns the bare user, no session, emails a link and creates a profile', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await emulator.client().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { first_name: 'Amina' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata).toEqual({ first_name: 'Amina' });
    expect(data.user?.identities).toHaveLength(1);

    const link = latestLink(email, 'Confirm your signup');
    expect(link).toContain(`${API_URL}/auth/v1/verify?token=`);
    expect(link).toContain('type=signup');

    const profile = await emulator.db.query<{ email: string; first_name: string }>(
      'select * from public.profiles where id = $1',
      [data.user!.id],
    );
    expect(profile.rows[0]).toMatchObject({ email, first_name: 'Amina' });
  });

  it('refuses sign-in before the email is confirmed', async () => {
    const email = uniqueEmail('unconfirmed');
    await emulator.client().auth.signUp({ email, password: PASSWORD });
    const { data, error } = await emulator.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.status).toBe(400);
  });

  it('confirms through the email link, which redirects with a session and works once', async () => {
    const email = uniqueEmail('confirm');
    await emulator.client().auth.signUp({ email, password: PASSWORD });
    const link = latestLink(email, 'Confirm your signup');

    const followed = await followLink(link);
    expect(followed.status).toBe(303);
    expect(followed.location).toContain('#access_token=');
    expect(followed.target).toBe(`${SITE_URL}/`);
    expect(followed.params.get('type')).toBe('signup');
    expect(followed.params.get('token_type')).toBe('bearer');

    const client = emulator.client();
    const { data, error } = await client.auth.setSession({
      access_token: followed.params.get('access_token')!,
      refresh_token: followed.params.get('refresh_token')!,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();

    await expect(signIn(emulator, email)).resolves.toBeDefined();

    const reused = await followLink(link);
    expect(reused.status).toBe(303);
    expect(reused.params.get('error_code')).toBe('otp_expired');
    expect(reused.location).toContain('error_description=Email+link+is+invalid+or+has+expired');
  });

  it('keeps allowed redirect targets and replaces foreign ones with the site URL', async () => {
    const allowed = uniqueEmail('redirect');
    await emulator.client().auth.signUp({
      email: allowed,
      password: PASSWORD,
      options: { emailRedirectTo: 'http://localhost:4173/welcome' },
    });
    expect((await followLink(latestLink(allowed, 'Confirm your signup'))).target).toBe('http://localhost:4173/welcome');

    const foreign = uniqueEmail('foreign');
    await emulator.client().auth.signUp({
      email: foreign,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    expect((await followLink(latestLink(foreign, 'Confirm your signup'))).target).toBe(`${SITE_URL}/`);
  });

  it('verifies the six-digit code from the email with verifyOtp', async () => {
    const email = uniqueEmail('otp');
    await emulator.client().auth.signUp({ email, password: PASSWORD });
    const code = emulator.mailbox.list(email)[0].text.match(/code: (\d{6})/)?.[1];
    expect(code).toBeTruthy();
    const { data, error } = await emulator.client().auth.verifyOtp({ email, token: code!, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();

    const bad = await emulator.client().auth.verifyOtp({ token_hash: 'not-a-token', type: 'signup' });
    expect(bad.error?.code).toBe('otp_expired');
    expect(bad.error?.status).toBe(403);
  });

  it('answers a taken, confirmed email with a decoy user without identities', async () => {
    const email = uniqueEmail('duplicate');
    await signUpAndConfirm(email);
    const original = await emulator.db.query<{ id: string }>('select id from auth.users where email = $1', [email]);
    emulator.ctx.limits.clock.advance(61_000); // past max_frequency, one email per address per minute
    const { data, error } = await emulator.client().auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(original.rows[0].id);
  });

  it('rejects weak passwords with AuthWeakPasswordError reasons', async () => {
    const short = await emulator.client().auth.signUp({ email: uniqueEmail('weak'), password: 'Ab1' });
    expect(isAuthWeakPasswordError(short.error)).toBe(true);
    expect(short.error?.code).toBe('weak_password');
    expect(short.error?.status).toBe(422);
    if (isAuthWeakPasswordError(short.error)) expect(short.error.reasons).toContain('length');

    const plain = await emulator.client().auth.signUp({ email: uniqueEmail('weak'), password: 'alllowercase1' });
    expect(plain.error?.code).toBe('weak_password');
    if (isAuthWeakPasswordError(plain.error)) expect(plain.error.reasons).toEqual(['characters']);
  });

  it('rejects an invalid email address', async () => {
    const { error } = await emulator.client().auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(400);
  });
});

describe('password recovery', { timeout: 30_000 }, () => {
  it('emails a recovery link that signs in for a password change', async () => {
    const { email } = await emulator.signedInUser();
    const { data, error } = await emulator
      .client()
      .auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:4173/reset-password' });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const link = latestLink(email, 'Reset your password');
    expect(link).toContain('type=recovery');
    const followed = await followLink(link);
    expect(followed.status).toBe(303);
    expect(followed.target).toBe('http://localhost:4173/reset-password');
    expect(followed.params.get('type')).toBe('recovery');

    const client = emulator.client();
    await client.auth.setSession({
      access_token: followed.params.get('access_token')!,
      refresh_token: followed.params.get('refresh_token')!,
    });
    expect((await client.auth.updateUser({ password: 'Rec0veredPass' })).error).toBeNull();
    await expect(signIn(emulator, email, 'Rec0veredPass')).resolves.toBeDefined();
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const { data, error } = await emulator.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(emulator.mailbox.list(email)).toHaveLength(0);
  });

  it('resends the confirmation email', async () => {
    const email = uniqueEmail('resend');
    await emulator.client().auth.signUp({ email, password: PASSWORD });
    // One email per address per max_frequency (60 s in config.toml).
    const early = await emulator.client().auth.resend({ type: 'signup', email });
    expect(early.error?.status).toBe(429);
    expect(early.error?.code).toBe('over_email_send_rate_limit');
    emulator.ctx.limits.clock.advance(61_000);
    const { error } = await emulator.client().auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const mails = emulator.mailbox.list(email);
    expect(mails).toHaveLength(2);
    // The newer link replaces the older one.
    expect((await followLink(mails[1].link!)).params.get('error_code')).toBe('otp_expired');
    expect((await followLink(mails[0].link!)).params.get('access_token')).toBeTruthy();
  });
});

/** The browser's client as the app builds it, from one client address: its fetch notes Retry-After. */
function appClient(address: string, target: TestEmulator = emulator) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => target.fetchFrom(new Request(input, init), address));
  return createClient(API_URL, ANON_KEY, {
    global: { fetch: fetchKeepingRetryAfter },
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

describe('resending the confirmation email (POST /resend, as the dialog asks for it)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("waits out the server's one-email-a-minute with its Retry-After, then sends a link that replaces the first", async () => {
    const email = uniqueEmail('resend-app');
    const client = appClient('198.51.100.10');
    expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull();

    const raw = await rawAuth(emulator, '/resend', { method: 'POST', body: JSON.stringify({ type: 'signup', email }) });
    expect(raw.status).toBe(429);
    const seconds = Number(raw.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await raw.json()).toMatchObject({
      code: 'over_email_send_rate_limit',
      msg: `For security purposes, you can only request this after ${seconds} seconds.`,
    });

    const early = await resendConfirmation(email, { client });
    expect(early.status).toBe('wait');
    expect(early.status === 'wait' && early.waitMs).toBeGreaterThan(50_000);
    expect(early.status === 'wait' && early.waitMs).toBeLessThanOrEqual(RESEND_INTERVAL_MS);
    expect(emulator.mailbox.list(email)).toHaveLength(1);

    emulator.ctx.limits.clock.advance(RESEND_INTERVAL_MS + 1000);
    expect(await resendConfirmation(email, { client })).toEqual({ status: 'sent' });
    const mails = emulator.mailbox.list(email);
    expect(mails).toHaveLength(2);
    expect((await followLink(mails[1].link!)).params.get('error_code')).toBe('otp_expired');
    expect((await followLink(mails[0].link!)).params.get('access_token')).toBeTruthy();
    // Confirmed: asking again answers the same and sends nothing.
    emulator.ctx.limits.clock.advance(RESEND_INTERVAL_MS + 1000);
    expect(await resendConfirmation(email, { client })).toEqual({ status: 'sent' });
    expect(emulator.mailbox.list(email)).toHaveLength(2);
  });

  it('answers the same for an email without an account, sends nothing and still counts it', async () => {
    const email = uniqueEmail('resend-nobody');
    const client = appClient('198.51.100.12');
    expect(await resendConfirmation(email, { client })).toEqual({ status: 'sent' });
    expect(emulator.mailbox.list(email)).toHaveLength(0);
    expect((await resendConfirmation(email, { client })).status).toBe('wait');
  });

  it('refuses a type it does not resend', async () => {
    const res = await rawAuth(emulator, '/resend', { method: 'POST', body: JSON.stringify({ type: 'sms', phone: '+971500000000' }) });
    expect(res.status).toBe(400);
  });
});

describe("auth's emails an hour count all recipients together ([auth.rate_limit] email_sent, as hosted Supabase counts it)", () => {
  it('with 3 an hour, a fourth email to anyone, from any address, waits out the rest of the hour', async () => {
    const small = await startTestEmulator({ seed: false, emailsPerHour: 3 });
    try {
      const [first, second, third, fourth] = Array.from({ length: 4 }, (_, i) => uniqueEmail(`project-${i}`));
      // Each client has its own address, and each email its own recipient: only the project's count is shared.
      for (const email of [first, second, third]) expect((await small.client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
      const refused = await small.client().auth.signUp({ email: fourth, password: PASSWORD });
      expect(refused.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' });
      const reset = await small.fetchFrom(
        new Request(`${API_URL}/auth/v1/recover`, { method: 'POST', headers: { apikey: ANON_KEY, 'content-type': 'application/json' }, body: JSON.stringify({ email: first }) }),
        '192.0.2.210',
      );
      expect(reset.status).toBe(429);
      expect(Number(reset.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect(small.mailbox.list()).toHaveLength(3);
      // The app's resend shows that wait.
      const hourly = await resendConfirmation(first, { client: appClient('192.0.2.211', small) });
      expect(hourly.status === 'wait' && hourly.waitMs).toBeGreaterThan(50 * 60_000);

      small.ctx.limits.clock.advance(3_601_000);
      expect((await small.client().auth.signUp({ email: fourth, password: PASSWORD })).error).toBeNull();
      expect(small.mailbox.list(fourth)).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
      await small.stop();
    }
  }, 60_000);
});

describe('settings', () => {
  it('reports email sign-up with confirmations on', async () => {
    const res = await rawAuth(emulator, '/settings');
    expect(await res.json()).toMatchObject({ external: { email: true }, disable_signup: false, mailer_autoconfirm: false });
  });
});

describe('sign-up with confirmations off (config.toml [auth.email] enable_confirmations = false)', () => {
  it('signs in at once and answers a taken email with user_already_exists', async () => {
    const autoconfirm = await startTestEmulator({ seed: false, emailConfirmations: false });
    try {
      const email = uniqueEmail('auto');
      const first = await autoconfirm.client().auth.signUp({ email, password: PASSWORD });
      expect(first.error).toBeNull();
      expect(first.data.session?.access_token).toBeTruthy();
      expect(first.data.user?.email_confirmed_at).toBeTruthy();
      const again = await autoconfirm.client().auth.signUp({ email, password: PASSWORD });
      expect(again.error?.code).toBe('user_already_exists');
      expect(again.error?.status).toBe(422);
      expect(again.error?.message).toBe('User already registered');
    } finally {
      await autoconfirm.stop();
    }
  }, 60_000);
});

describe("emails in the user's language", { timeout: 30_000 }, () => {
  it('a sign-up from an Arabic page gets its confirmation and later its reset email in Arabic; an English one in English', async () => {
    const arabic = uniqueEmail('arabic');
    const english = uniqueEmail('english');
    const client = emulator.client();
    expect((await signUpWithEmail({ email: arabic, password: PASSWORD, locale: 'ar' }, { client })).error).toBeNull();
    expect((await signUpWithEmail({ email: english, password: PASSWORD, locale: 'en' }, { client })).error).toBeNull();

    const [confirmArabic] = emulator.mailbox.list(arabic);
    expect(confirmArabic?.subject).toBe('تأكيد التسجيل في منزل');
    expect(confirmArabic?.text).toContain('اضغط على الرابط التالي لتأكيد بريدك الإلكتروني');
    expect(confirmArabic?.text).toMatch(/أو أدخل الرمز: \d{6}/);
    expect(confirmArabic?.text).not.toMatch(/[A-Za-z]{4,} [A-Za-z]{4,}/);
    const [confirmEnglish] = emulator.mailbox.list(english);
    expect(confirmEnglish?.subject).toBe('Confirm your signup');
    expect(confirmEnglish?.text).toMatch(/Alternatively, enter the code: \d{6}/);

    // The Arabic link still confirms, and lands on the Arabic home page.
    const confirmed = await followLink(confirmArabic?.link ?? '');
    expect(confirmed.target).toBe(`${SITE_URL}/ar`);
    expect(confirmed.params.get('access_token')).toBeTruthy();

    emulator.ctx.limits.clock.advance(61_000); // past max_frequency, one email per address per minute
    const { error } = await emulator.client().auth.resetPasswordForEmail(arabic, { redirectTo: `${SITE_URL}/ar/reset-password` });
    expect(error).toBeNull();
    const reset = emulator.mailbox.list(arabic).find((mail) => mail.subject === 'إعادة تعيين كلمة المرور في منزل');
    expect(reset?.text).toContain('لإعادة تعيين كلمة مرور حسابك');
  });
});
