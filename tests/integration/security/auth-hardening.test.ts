import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInPairKey } from '../../../supabase/emulator/auth/sign-in-locks.ts';
import { BCRYPT_COST } from '../../../supabase/emulator/auth/users.ts';
import { ANON_KEY, API_URL, startTestEmulator, type TestEmulator } from '../emulator.ts';

// What a probe of the auth API found, and what must hold now (PGlite and PostgreSQL): guesses sent
// at once are counted as if sent one by one, and the work behind an answer (the bcrypt hashing
// that is nearly all the time it takes) does not tell which emails have accounts (the seed's demo
// accounts included); a stranger guessing at an emailed code cannot spend the owner's email.

let emulator: TestEmulator;
let counter = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${counter++}@example.com`;

beforeAll(async () => {
  emulator = await startTestEmulator();
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

/** The six-digit code and the link in the newest email with this subject. */
function latestMail(email: string, subject: string): { code: string; link: string } {
  const mail = emulator.mailbox.list(email).find((m) => m.subject === subject);
  const code = mail?.text.match(/enter the code: (\d{6})/)?.[1];
  if (!code || !mail?.link) throw new Error(`no "${subject}" to ${email}`);
  return { code, link: mail.link };
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
    // The first lock's wait, 30 s, told by the failure that started it: 30 failures would have
    // grown it to the 15-minute cap. (The last 10 attempts were over the address's 30 sign-ins per
    // 5 minutes and never got that far.)
    expect(answers.map((res) => res.headers.get('retry-after'))).toContain('30');
    expect(failedSignIns.retryAfter(signInPairKey(email, attacker))).toBeGreaterThan(0);
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

/**
 * The bcrypt work one request does, which is nearly all the time a sign-in or sign-up takes: the
 * cost of each hash it compares a password with, and the cost it hashes passwords at. Equal work
 * is what makes the answers take equally long; the suite does not time them.
 */
async function bcryptWork(request: () => Promise<Response>) {
  const compare = vi.spyOn(bcrypt, 'compare');
  const hash = vi.spyOn(bcrypt, 'hash');
  try {
    const res = await request();
    const answer = { status: res.status, body: (await res.json()) as Record<string, unknown> };
    return {
      answer,
      compared: compare.mock.calls.map(([, against]) => bcrypt.getRounds(against)),
      hashed: hash.mock.calls.map(([, cost]) => cost),
    };
  } finally {
    compare.mockRestore();
    hash.mockRestore();
  }
}

describe('accounts cannot be told apart by timing', () => {
  it('a wrong password does the same work for an unknown email as for a known one: one bcrypt comparison at the same cost, and the same answer', async () => {
    const known = await emulator.signedInUser(uniqueEmail('timing-known'));
    for (let i = 0; i < 2; i++) {
      // A fresh address each time: no lock or per-address limit cuts either short.
      const forKnown = await bcryptWork(() => auth('/token?grant_type=password', { email: known.email, password: `Wr0ng${i}pass` }, `198.18.1.${i}`));
      const forNobody = await bcryptWork(() => auth('/token?grant_type=password', { email: uniqueEmail('timing-nobody'), password: `Wr0ng${i}pass` }, `198.18.2.${i}`));
      expect(forKnown.compared).toEqual([BCRYPT_COST]);
      expect(forNobody).toEqual(forKnown);
      expect(forKnown.hashed).toEqual([]);
      expect(forKnown.answer.status).toBe(400);
    }
  });

  it("the seed's demo accounts are hashed at sign-up's bcrypt cost, so a wrong password for one does the same work as for an unknown email", async () => {
    const { rows } = await emulator.db.query<{ encrypted_password: string }>(
      `select encrypted_password from auth.users where email like '%@manzil.ae'`,
    );
    expect(rows).toHaveLength(3);
    const cost = `$2a$${String(BCRYPT_COST).padStart(2, '0')}$`;
    for (const { encrypted_password: hash } of rows) expect(hash.slice(0, cost.length)).toBe(cost);

    const forDemo = await bcryptWork(() => auth('/token?grant_type=password', { email: 'agent@manzil.ae', password: 'Wr0ngpass' }, '198.18.7.1'));
    const forNobody = await bcryptWork(() => auth('/token?grant_type=password', { email: uniqueEmail('timing-nobody'), password: 'Wr0ngpass' }, '198.18.8.1'));
    expect(forDemo.compared).toEqual([BCRYPT_COST]);
    expect(forNobody).toEqual(forDemo);
  });

  it('sign-up hashes the password at the same cost for a taken email as for a new one, and answers as GoTrue does', async () => {
    for (let i = 0; i < 2; i++) {
      const taken = (await emulator.signedInUser(uniqueEmail('timing-taken'))).email;
      const forNew = await bcryptWork(() => auth('/signup', { email: uniqueEmail('timing-new'), password: 'Passw0rd!' }, `198.18.3.${i}`));
      const forTaken = await bcryptWork(() => auth('/signup', { email: taken, password: 'Passw0rd!' }, `198.18.4.${i}`));
      expect(forNew.hashed).toEqual([BCRYPT_COST]);
      expect(forTaken.hashed).toEqual(forNew.hashed);
      expect(forNew.compared).toEqual([]);
      expect(forTaken.compared).toEqual([]);
      expect(forTaken.answer.status).toBe(forNew.answer.status);
    }

    // GoTrue's documented answer with confirmations on: a user object either way, with the same
    // fields; only a taken email's has no identities (and no email is sent to it).
    const takenEmail = (await emulator.signedInUser(uniqueEmail('shape-taken'))).email;
    const newEmail = uniqueEmail('shape-new');
    const decoy = (await (await auth('/signup', { email: takenEmail, password: 'Passw0rd!' }, '198.18.5.1')).json()) as Record<string, unknown>;
    const real = (await (await auth('/signup', { email: newEmail, password: 'Passw0rd!' }, '198.18.5.2')).json()) as Record<string, unknown>;
    expect(Object.keys(decoy).sort()).toEqual(Object.keys(real).sort());
    expect(decoy).toMatchObject({ email: takenEmail, identities: [], role: 'authenticated', aud: 'authenticated' });
    expect(real.identities).toHaveLength(1);
    expect(emulator.mailbox.list(takenEmail)).toEqual([]);
  });

  it('signing up again for an unconfirmed email resends the confirmation and leaves the password as it was', async () => {
    const email = uniqueEmail('unconfirmed');
    expect((await auth('/signup', { email, password: 'F1rstPassword' }, '198.18.6.1')).status).toBe(200);
    emulator.ctx.limits.clock.advance(61_000); // max_frequency: one email per address per minute
    const again = await auth('/signup', { email, password: 'Att4ckerPassword' }, '198.18.6.2');
    expect(again.status).toBe(200);
    const mails = emulator.mailbox.list(email).filter((m) => m.subject === 'Confirm your signup');
    expect(mails).toHaveLength(2);
    const confirmed = await emulator.fetch(new Request(mails[0].link!, { redirect: 'manual' }));
    expect(confirmed.headers.get('location')).toContain('access_token=');
    expect((await auth('/token?grant_type=password', { email, password: 'Att4ckerPassword' }, '198.18.6.3')).status).toBe(400);
    expect((await auth('/token?grant_type=password', { email, password: 'F1rstPassword' }, '198.18.6.4')).status).toBe(200);
  });
});

describe("a stranger's guesses at an emailed code", () => {
  async function userWithReset(tag: string) {
    const { email } = await emulator.signedInUser(uniqueEmail(tag));
    expect((await auth('/recover', { email }, '192.0.2.150')).status).toBe(200);
    return { email, ...latestMail(email, 'Reset your password') };
  }
  const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

  it("hold back the guessing address for an hour, not the owner, whose code still works", async () => {
    const { email, code } = await userWithReset('victim');
    const attacker = '203.0.113.150';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await auth('/verify', { type: 'recovery', email, token: wrongCode(code, i) }, attacker)).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    const held = await auth('/verify', { type: 'recovery', email, token: code }, attacker);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(3500);
    // Parallel guesses from another address are counted as they arrive: 5 are checked.
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => auth('/verify', { type: 'recovery', email, token: wrongCode(code, 10 + i) }, '203.0.113.151')));
    expect(burst.filter((res) => res.status === 403)).toHaveLength(5);

    const owner = await auth('/verify', { type: 'recovery', email, token: code }, '192.0.2.151');
    expect(owner.status).toBe(200);
    expect(((await owner.json()) as { access_token?: string }).access_token).toBeTruthy();
  });

  it('spread over many addresses spend the code after 20, and the link in the same email still signs the owner in', async () => {
    const { email, code, link } = await userWithReset('spread');
    for (let i = 0; i < 20; i++) expect((await auth('/verify', { type: 'recovery', email, token: wrongCode(code, i) }, `198.51.100.${100 + i}`)).status).toBe(403);
    expect((await auth('/verify', { type: 'recovery', email, token: code }, '192.0.2.152')).status).toBe(403);

    const opened = await emulator.fetch(new Request(link, { redirect: 'manual' }));
    expect(opened.status).toBe(303);
    const fragment = new URLSearchParams(new URL(opened.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('access_token')).toBeTruthy();
  });

  it('never leave the owner stuck: a spent code can be replaced at once, and guesses at earlier codes do not count against the new one', async () => {
    const { email, code } = await userWithReset('stuck');
    // Each supabase-js client has an address of its own: 20 strangers, one guess each.
    const guess = (token: string) => emulator.client().auth.verifyOtp({ email, token, type: 'recovery' });
    for (let i = 0; i < 20; i++) expect((await guess(wrongCode(code, i))).error?.code).toBe('otp_expired');
    expect((await guess(code)).error?.code).toBe('otp_expired');

    // Seconds after the first email (max_frequency is a minute), the owner asks again and gets a code.
    const owner = emulator.client({ address: '192.0.2.160' });
    expect((await owner.auth.resetPasswordForEmail(email)).error).toBeNull();
    const second = latestMail(email, 'Reset your password').code;
    // The cap holds for the new code: 20 more guesses spend it too, and the owner asks again at once.
    for (let i = 0; i < 20; i++) await guess(wrongCode(second, i));
    expect((await guess(second)).error?.code).toBe('otp_expired');
    expect((await owner.auth.resetPasswordForEmail(email)).error).toBeNull();
    // max_frequency is lifted only for a spent code: one more email now is refused.
    expect((await owner.auth.resetPasswordForEmail(email)).error?.code).toBe('over_email_send_rate_limit');

    // 19 guesses at the third code, after the 40 at earlier ones, leave it working for the owner.
    const third = latestMail(email, 'Reset your password').code;
    for (let i = 0; i < 19; i++) expect((await guess(wrongCode(third, i))).error?.code).toBe('otp_expired');
    const verified = await owner.auth.verifyOtp({ email, token: third, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
  });
});

describe('where emailed links send their tokens', () => {
  /** Opens an email link as a browser would: where it redirects, without the fragment. */
  async function target(link: string) {
    const res = await emulator.fetch(new Request(link, { redirect: 'manual' }));
    expect(res.status).toBe(303);
    return res.headers.get('location')!.split('#')[0];
  }
  const linkTo = (email: string, subject: string) => emulator.mailbox.list(email).find((m) => m.subject === subject)!.link!;

  it('sign-up, reset and resend keep the site URL and allow-listed pages, and send any other port of localhost to the site URL', async () => {
    const cases: [string, string][] = [
      ['http://localhost:4173/welcome', 'http://localhost:4173/welcome'],
      ['http://localhost:5173/welcome', 'http://localhost:5173/welcome'],
      ['http://127.0.0.1:4173/reset-password', 'http://127.0.0.1:4173/reset-password'],
      ['http://localhost:9999/steal', 'http://localhost:4173/'],
      ['http://127.0.0.1:8080/steal', 'http://localhost:4173/'],
      ['http://[::1]:4173/steal', 'http://localhost:4173/'],
      ['http://2130706433/steal', 'http://localhost:4173/'],
      ['https://evil.example/steal', 'http://localhost:4173/'],
    ];
    for (const [redirectTo, expected] of cases) {
      const signUp = uniqueEmail('redirect-signup');
      expect((await emulator.client().auth.signUp({ email: signUp, password: 'Passw0rd!', options: { emailRedirectTo: redirectTo } })).error).toBeNull();
      expect(await target(linkTo(signUp, 'Confirm your signup')), `sign-up to ${redirectTo}`).toBe(expected);

      const reset = (await emulator.signedInUser(uniqueEmail('redirect-reset'))).email;
      expect((await emulator.client().auth.resetPasswordForEmail(reset, { redirectTo })).error).toBeNull();
      expect(await target(linkTo(reset, 'Reset your password')), `reset to ${redirectTo}`).toBe(expected);
    }
    const resend = uniqueEmail('redirect-resend');
    expect((await emulator.client().auth.signUp({ email: resend, password: 'Passw0rd!' })).error).toBeNull();
    emulator.ctx.limits.clock.advance(61_000); // max_frequency: one email per address per minute
    expect((await emulator.client().auth.resend({ type: 'signup', email: resend, options: { emailRedirectTo: 'http://localhost:9999/steal' } })).error).toBeNull();
    expect(await target(linkTo(resend, 'Confirm your signup'))).toBe('http://localhost:4173/');
  });

  it('the verify endpoint checks redirect_to again, so an edited link goes to the site URL', async () => {
    const email = uniqueEmail('redirect-edited');
    expect((await emulator.client().auth.signUp({ email, password: 'Passw0rd!', options: { emailRedirectTo: 'http://localhost:4173/welcome' } })).error).toBeNull();
    const link = new URL(linkTo(email, 'Confirm your signup'));
    link.searchParams.set('redirect_to', 'http://localhost:9999/steal');
    expect(await target(link.toString())).toBe('http://localhost:4173/');
  });
});
