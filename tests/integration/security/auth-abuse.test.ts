import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { createAttemptLimiter } from '@/features/auth/attempt-limiter';
import { signInWithLimit } from '@/features/auth/sign-in';
import { fetchKeepingRetryAfter } from '@/lib/retry-after';
import { DEMO_JWT_SECRET } from '../../../supabase/emulator/config.ts';
import { ANON_KEY, API_URL, startTestEmulator, type TestEmulator } from '../emulator.ts';

// What an attacker tried against the auth API, and what must hold now (PGlite and PostgreSQL).

let emulator: TestEmulator;
let counter = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${counter++}@example.com`;

beforeAll(async () => {
  emulator = await startTestEmulator({ seed: false });
}, 120_000);
afterAll(async () => emulator?.stop());
afterEach(() => vi.unstubAllGlobals());

/** A raw auth request from one client address. */
function auth(path: string, body: unknown, address: string, token = ANON_KEY) {
  return emulator.fetchFrom(
    new Request(`${API_URL}/auth/v1${path}`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    address,
  );
}

/** The six-digit code in the newest email with this subject. */
function latestCode(email: string, subject: string): string {
  const mail = emulator.mailbox.list(email).find((m) => m.subject === subject);
  const code = mail?.text.match(/enter the code: (\d{6})/)?.[1];
  if (!code) throw new Error(`no code in "${subject}" to ${email}`);
  return code;
}

async function userWithResetCode() {
  const { email } = await emulator.signedInUser(uniqueEmail('victim'));
  const sent = await auth('/recover', { email }, '203.0.113.1');
  expect(sent.status).toBe(200);
  return { email, code: latestCode(email, 'Reset your password') };
}

describe('one-time codes', () => {
  it('cuts off a brute force of a reset code within 20 guesses, and the code stops working', async () => {
    const { email, code } = await userWithResetCode();
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const statuses: number[] = [];
    // The attacker spreads guesses over addresses, so only the per-email limit can stop them.
    for (let i = 0; i < 25; i++) statuses.push((await auth('/verify', { type: 'recovery', email, token: wrong(i) }, `198.51.100.${i}`)).status);
    expect(statuses.every((s) => s === 403)).toBe(true);
    // After 20 guesses the code was spent: the real one no longer works, from anywhere.
    const spent = await auth('/verify', { type: 'recovery', email, token: code }, '198.51.100.200');
    expect(spent.status).toBe(403);
    expect(((await spent.json()) as { code: string }).code).toBe('otp_expired');
    // Nor once the window is over.
    emulator.ctx.limits.clock.advance(3_601_000);
    const late = await auth('/verify', { type: 'recovery', email, token: code }, '198.51.100.201');
    expect(late.status).toBe(403);
    expect(((await late.json()) as { code: string }).code).toBe('otp_expired');
  });

  it('refuses an expired code and accepts a fresh one once', async () => {
    const { email, code } = await userWithResetCode();
    await emulator.db.query(`update auth.one_time_tokens set created_at = now() - interval '61 minutes' where lower(relates_to) = $1`, [email]);
    expect((await auth('/verify', { type: 'recovery', email, token: code }, '192.0.2.10')).status).toBe(403);

    emulator.ctx.limits.clock.advance(61_000); // max_frequency: one email per address per minute
    expect((await auth('/recover', { email }, '192.0.2.10')).status).toBe(200);
    const fresh = latestCode(email, 'Reset your password');
    expect((await auth('/verify', { type: 'recovery', email, token: fresh }, '192.0.2.10')).status).toBe(200);
    expect((await auth('/verify', { type: 'recovery', email, token: fresh }, '192.0.2.10')).status).toBe(403);
  });

  it('a new code replaces the previous one', async () => {
    const { email, code: first } = await userWithResetCode();
    emulator.ctx.limits.clock.advance(61_000);
    await auth('/recover', { email }, '192.0.2.11');
    const second = latestCode(email, 'Reset your password');
    if (second !== first) expect((await auth('/verify', { type: 'recovery', email, token: first }, '192.0.2.11')).status).toBe(403);
    expect((await auth('/verify', { type: 'recovery', email, token: second }, '192.0.2.11')).status).toBe(200);
  });

  it('limits reset emails to one address, whether or not it has an account', async () => {
    for (const email of [(await emulator.signedInUser(uniqueEmail('flood'))).email, uniqueEmail('nobody')]) {
      const first = await auth('/recover', { email }, '192.0.2.12');
      const second = await auth('/recover', { email }, '192.0.2.13');
      expect(first.status).toBe(200);
      expect(second.status).toBe(429);
      expect(((await second.json()) as { code: string }).code).toBe('over_email_send_rate_limit');
    }
    expect(emulator.mailbox.list().filter((m) => m.subject === 'Reset your password' && m.to.startsWith('flood-')).length).toBe(1);
  });

  it('limits verification attempts per client address', async () => {
    const address = '192.0.2.14';
    let status = 0;
    for (let i = 0; i < 31 && status !== 429; i++) {
      status = (await auth('/verify', { type: 'recovery', token_hash: `guess-${i}` }, address)).status;
    }
    expect(status).toBe(429);
  });
});

describe('password sign-in', () => {
  it('throttles the guessing address while the owner signs in from elsewhere', async () => {
    const { email, password } = await emulator.signedInUser(uniqueEmail('owner'));
    const attacker = '203.0.113.66';
    for (let i = 0; i < 4; i++) expect((await auth('/token?grant_type=password', { email, password: `Wr0ng${i}pass` }, attacker)).status).toBe(400);
    // The fifth failure starts the lock and is answered with it.
    const locking = await auth('/token?grant_type=password', { email, password: 'Wr0ng4pass' }, attacker);
    expect(locking.status).toBe(429);
    const firstWait = Number(locking.headers.get('retry-after'));
    expect(firstWait).toBe(30);
    // The attacker is held back even with the right password.
    const blocked = await auth('/token?grant_type=password', { email, password }, attacker);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    emulator.ctx.limits.clock.advance(firstWait * 1000 + 1000);
    // The next failure locks again at once, for longer.
    const longer = await auth('/token?grant_type=password', { email, password: 'Wr0ng6pass' }, attacker);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(firstWait);
    expect((await auth('/token?grant_type=password', { email, password }, attacker)).status).toBe(429);

    const owner = await auth('/token?grant_type=password', { email, password }, '192.0.2.99');
    expect(owner.status).toBe(200);
    // And the owner can always ask for a reset.
    expect((await auth('/recover', { email }, '192.0.2.99')).status).toBe(200);
  });

  it("the failure that starts a lock is a 429 with Retry-After, and the app's sign-in counts down from it for that email only", async () => {
    const { email, password } = await emulator.signedInUser(uniqueEmail('countdown'));
    const other = await emulator.signedInUser(uniqueEmail('same-device'));
    const address = '203.0.113.88';
    // The browser's client as the app builds it: its fetch notes Retry-After, which supabase-js drops.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => emulator.fetchFrom(new Request(input, init), address));
    const client = createClient(API_URL, ANON_KEY, {
      global: { fetch: fetchKeepingRetryAfter },
      realtime: { transport: WebSocket as never },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const limiter = createAttemptLimiter(null);
    for (let i = 0; i < 4; i++) expect((await signInWithLimit({ email, password: `Wr0ng${i}pass` }, { client, limiter })).status).toBe('failed');
    expect(limiter.isBlocked(email)).toBe(false);
    // The fifth wrong password: the server locks and says for how long; the app waits exactly that.
    expect(await signInWithLimit({ email, password: 'Wr0ng4pass' }, { client, limiter })).toEqual({ status: 'blocked' });
    expect(limiter.remainingMs(email)).toBeGreaterThan(28_000);
    expect(limiter.remainingMs(email)).toBeLessThanOrEqual(30_000);

    const raw = await auth('/token?grant_type=password', { email, password }, address);
    expect(raw.status).toBe(429);
    const wait = Number(raw.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(30);
    expect(((await raw.json()) as { code: string }).code).toBe('over_request_rate_limit');
    expect(await signInWithLimit({ email, password }, { client, limiter })).toEqual({ status: 'blocked' });

    // Another account on the same device and address signs in at once.
    expect(limiter.isBlocked(other.email)).toBe(false);
    expect(await signInWithLimit({ email: other.email, password: other.password }, { client, limiter })).toEqual({ status: 'signed-in' });
  });

  it('lets waits grow only up to 15 minutes', async () => {
    const { email } = await emulator.signedInUser(uniqueEmail('patient'));
    const address = '203.0.113.89';
    const waits: number[] = [];
    // A guesser who comes back each time the wait is over (a refused attempt does not count).
    for (let i = 0; i < 10; i++) {
      const res = await auth('/token?grant_type=password', { email, password: `Wr0ng${i}pass` }, address);
      if (res.status === 429) {
        const wait = Number(res.headers.get('retry-after'));
        waits.push(wait);
        emulator.ctx.limits.clock.advance(wait * 1000 + 1000);
      } else expect(res.status).toBe(400);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900]);
  });

  it('a password reset lifts the lock on the email at once, for every address', async () => {
    const { email, password } = await emulator.signedInUser(uniqueEmail('forgetful'));
    const home = '203.0.113.91';
    const office = '203.0.113.92';
    for (const address of [home, office]) {
      for (let i = 0; i < 4; i++) expect((await auth('/token?grant_type=password', { email, password: `Wr0ng${i}pass` }, address)).status).toBe(400);
      expect((await auth('/token?grant_type=password', { email, password: 'Wr0ng4pass' }, address)).status).toBe(429);
      expect((await auth('/token?grant_type=password', { email, password }, address)).status).toBe(429);
    }
    // The reset as the app does it: the emailed link (here its code) signs in, then the new password is set.
    expect((await auth('/recover', { email }, home)).status).toBe(200);
    const verified = await auth('/verify', { type: 'recovery', email, token: latestCode(email, 'Reset your password') }, home);
    expect(verified.status).toBe(200);
    const { access_token: token } = (await verified.json()) as { access_token: string };
    const changed = await emulator.fetchFrom(
      new Request(`${API_URL}/auth/v1/user`, {
        method: 'PUT',
        headers: { apikey: ANON_KEY, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'N3wPassword' }),
      }),
      home,
    );
    expect(changed.status).toBe(200);
    // No time has passed on the server's clock.
    for (const address of [home, office]) {
      expect((await auth('/token?grant_type=password', { email, password: 'N3wPassword' }, address)).status).toBe(200);
    }
  });

  it('a password the service role sets lifts the lock too', async () => {
    const { id, email, password } = await emulator.signedInUser(uniqueEmail('helped'));
    const address = '203.0.113.93';
    for (let i = 0; i < 5; i++) await auth('/token?grant_type=password', { email, password: `Wr0ng${i}pass` }, address);
    expect((await auth('/token?grant_type=password', { email, password }, address)).status).toBe(429);
    expect((await emulator.admin.auth.admin.updateUserById(id, { password: 'Adm1nSetIt' })).error).toBeNull();
    expect((await auth('/token?grant_type=password', { email, password: 'Adm1nSetIt' }, address)).status).toBe(200);
  });

  it('answers 429 to an address spraying many emails', async () => {
    const address = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await auth('/token?grant_type=password', { email: `spray${i}@example.com`, password: 'Guess1234' }, address)).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  it('refuses passwords longer than bcrypt reads (72 bytes), counted in bytes', async () => {
    const tooLong = `Aa1${'é'.repeat(35)}`; // 38 characters, 73 bytes
    const res = await auth('/signup', { email: uniqueEmail('long'), password: tooLong }, '192.0.2.30');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Password cannot be longer than 72 bytes');
  });
});

describe('refresh tokens', () => {
  it('reusing a rotated refresh token after the reuse interval revokes the whole session', async () => {
    const { client } = await emulator.signedInUser(uniqueEmail('refresh'));
    const { data: before } = await client.auth.getSession();
    const stolen = before.session!.refresh_token;
    const rotated = await client.auth.refreshSession();
    expect(rotated.error).toBeNull();
    await emulator.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [stolen]);

    const replay = await emulator.client().auth.refreshSession({ refresh_token: stolen });
    expect(replay.error?.code).toBe('refresh_token_already_used');
    // The legitimate holder's newer token dies with the family.
    const legit = await emulator.client().auth.refreshSession({ refresh_token: rotated.data.session!.refresh_token });
    expect(legit.error).not.toBeNull();
    const sessions = await emulator.db.query('select 1 from auth.sessions where user_id = $1', [rotated.data.user!.id]);
    expect(sessions.rows).toHaveLength(0);
  });
});

describe('token roles', () => {
  it('refuses a token whose role is not an API role, though correctly signed', async () => {
    const secret = new TextEncoder().encode(DEMO_JWT_SECRET);
    for (const role of ['postgres', 'supabase_admin', 'authenticator']) {
      const token = await new SignJWT({ role }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(secret);
      const res = await emulator.fetchFrom(
        new Request(`${API_URL}/rest/v1/properties?select=id&limit=1`, { headers: { apikey: ANON_KEY, authorization: `Bearer ${token}` } }),
      );
      expect(res.status).toBe(401);
      const storage = await emulator.fetchFrom(new Request(`${API_URL}/storage/v1/bucket`, { headers: { authorization: `Bearer ${token}` } }));
      expect(storage.status).not.toBe(200);
    }
  });
});
