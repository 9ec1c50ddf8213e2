import { Hono, type Context } from 'hono';
import type { EmulatorContext } from '../context.ts';
import { DbBusyError } from '../db/errors.ts';
import type { Tx } from '../db/types.ts';
import { clientAddress } from '../http.ts';
import { PROJECT, type Limits } from '../limits.ts';
import { RateLimited } from '../rate-limit.ts';
import { addAdminRoutes } from './admin.ts';
import {
  API_VERSION,
  API_VERSION_HEADER,
  AuthApiError,
  errorResponse,
  fromRateLimited,
  invalidCredentials,
  otpExpired,
  overEmailFrequency,
  overEmailRateLimit,
  overRequestRateLimit,
  validationFailed,
} from './errors.ts';
import {
  allowedRedirect,
  codeCountKey,
  consumeToken,
  sendTokenEmail,
  spendCode,
  VERIFY_TYPES,
  type TokenKind,
  type TokenProof,
} from './otp.ts';
import { optionalObject, optionalString, readBody, requireUser, type Caller } from './request.ts';
import { liftSignInLocks, signInPairKey } from './sign-in-locks.ts';
import { createSession, endSessions, refreshSession, type LogoutScope, type SessionJson } from './tokens.ts';
import {
  checkPassword,
  decoyPasswordHash,
  fakeUserJson,
  findUserByEmail,
  findUserById,
  hashPassword,
  insertUser,
  mergeMetadata,
  normalizeEmail,
  passwordMatches,
  updateUser,
  userJson,
  type Json,
  type UserRow,
} from './users.ts';

/** GoTrue's `/auth/v1` API as supabase-js uses it (contract section B). */
export function createAuthApp(ctx: EmulatorContext) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set(API_VERSION_HEADER, API_VERSION);
  });
  app.onError((error, c) => {
    if (error instanceof AuthApiError) return errorResponse(c, error);
    if (error instanceof RateLimited) return errorResponse(c, fromRateLimited(error));
    if (error instanceof DbBusyError || (error as { code?: string }).code === '57014') {
      c.header('Retry-After', '1');
      return c.json({ code: 'request_timeout', error_code: 'request_timeout', msg: 'Processing this request timed out, please retry after a moment.', message: 'Processing this request timed out, please retry after a moment.' }, 503);
    }
    console.error(`[emulator] auth ${c.req.method} ${c.req.path}:`, error);
    c.header(API_VERSION_HEADER, API_VERSION);
    return c.json({ code: 'unexpected_failure', error_code: 'unexpected_failure', msg: 'Unexpected failure', message: 'Unexpected failure' }, 500);
  });

  app.get('/settings', (c) =>
    c.json({ external: { email: true, phone: false }, disable_signup: false, mailer_autoconfirm: !ctx.emailConfirmations, phone_autoconfirm: false }),
  );
  const { limits } = ctx;
  // Made now, so the first sign-in for an unknown email is not the one that takes twice as long.
  void decoyPasswordHash();
  app.post('/signup', async (c) => {
    limits.signInsPerAddress.take(clientAddress(c));
    return c.json(await signUp(ctx, await readBody(c), redirectParam(ctx, c)));
  });
  app.post('/token', async (c) => c.json(await grantToken(ctx, c.req.query('grant_type'), await readBody(c), clientAddress(c))));
  app.get('/verify', async (c) => {
    limits.verificationsPerAddress.take(clientAddress(c));
    return c.redirect(await verifyLink(ctx, c), 303);
  });
  app.post('/verify', async (c) => {
    const address = clientAddress(c);
    limits.verificationsPerAddress.take(address);
    return c.json(await verifyOtp(ctx, await readBody(c), address));
  });
  app.get('/user', async (c) => {
    const { user } = await requireUser(c, ctx.db);
    return c.json(await userJson(ctx.db, user));
  });
  app.put('/user', async (c) => {
    const caller = await requireUser(c, ctx.db);
    return c.json(await changeUser(ctx, caller, await readBody(c)));
  });
  app.post('/logout', async (c) => {
    const caller = await requireUser(c, ctx.db);
    await ctx.db.transaction((tx) => endSessions(tx, caller.user.id, caller.sessionId, logoutScope(c.req.query('scope'))));
    return c.body(null, 204);
  });
  app.post('/recover', async (c) => {
    limits.signInsPerAddress.take(clientAddress(c));
    await sendEmailIfUser(ctx, await readBody(c), 'recovery', redirectParam(ctx, c));
    return c.json({});
  });
  // supabase-js auth.resend: the sign-up confirmation again, under the same limits as every
  // email (per address and per client), answering the same whether or not the email has an account.
  app.post('/resend', async (c) => {
    const body = await readBody(c);
    if (optionalString(body, 'type') !== 'signup') throw validationFailed('Only type "signup" can be resent by this emulator');
    limits.signInsPerAddress.take(clientAddress(c));
    await sendEmailIfUser(ctx, body, 'confirmation', redirectParam(ctx, c));
    return c.json({});
  });
  addAdminRoutes(app, ctx);
  app.all('*', (c) => {
    throw new AuthApiError(404, 'not_found', `No auth route for ${c.req.method} ${c.req.path}`);
  });
  return app;
}

const redirectParam = (ctx: EmulatorContext, c: Context) => allowedRedirect(ctx, c.req.query('redirect_to'));

/**
 * With confirmations on, sign-up answers the bare user and emails a link; a taken, confirmed email
 * gets a decoy user with no identities, as GoTrue answers it (B.3). With them off, it signs in at
 * once and a taken email is user_already_exists.
 */
async function signUp(ctx: EmulatorContext, body: Json, redirectTo: string) {
  const email = normalizeEmail(body.email);
  const password = checkPassword(body.password);
  const data = optionalObject(body, 'data') ?? {};
  // Counted whether or not the address has an account, so the limit reveals nothing.
  if (ctx.emailConfirmations) takeEmailSend(ctx.limits, email);
  // Hashed whatever the email, so a taken one is answered no faster than a new one (bcrypt is
  // most of the work), and outside the transaction, as GoTrue does, to hold no lock meanwhile.
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (!ctx.emailConfirmations) {
      if (existing) throw new AuthApiError(422, 'user_already_exists', 'User already registered');
      const user = await insertUser(tx, { email, password, passwordHash, confirmed: true, userMetadata: data, appMetadata: {} });
      return startSession(tx, user.id, false);
    }
    if (existing && (existing.email_confirmed_at || existing.deleted_at)) return fakeUserJson(email, data);
    // An unconfirmed sign-up repeated: the confirmation is sent again, and the account is left as
    // it is, as GoTrue does. Taking the new password would let anyone who knows the email set the
    // password of an account its owner is about to confirm.
    const user = existing ?? (await insertUser(tx, { email, password, passwordHash, confirmed: false, userMetadata: data, appMetadata: {} }));
    return userJson(tx, await sendTokenEmail(ctx, tx, user, 'confirmation', redirectTo));
  });
}

async function grantToken(ctx: EmulatorContext, grantType: string | undefined, body: Json, address: string): Promise<SessionJson> {
  if (grantType === 'password') {
    ctx.limits.signInsPerAddress.take(address);
    return passwordGrant(ctx, body, address);
  }
  if (grantType === 'refresh_token') {
    ctx.limits.refreshesPerAddress.take(address);
    const token = optionalString(body, 'refresh_token');
    if (!token) throw new AuthApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const session = await ctx.db.transaction((tx) => refreshSession(tx, token));
    // Reuse outside the reuse interval: refreshSession revoked the whole session (committed above).
    if (session === 'reused') throw new AuthApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    return session;
  }
  throw validationFailed('unsupported_grant_type');
}

/**
 * Password sign-in. The limits are checked before the password, so guessing stops even for the
 * right one: an address that failed 5 times for this email waits (30 s, doubling up to 15 minutes);
 * when the email has failed 20 times from anywhere, every address that failed on it waits too.
 * Addresses that never failed pass, so an attacker cannot lock the owner out, and a new password
 * (a reset) lifts the email's locks at once. The 429 carries the wait as Retry-After, from the
 * failure that starts the lock on.
 */
async function passwordGrant(ctx: EmulatorContext, body: Json, address: string): Promise<SessionJson> {
  const email = optionalString(body, 'email')?.trim().toLowerCase();
  if (!email) throw validationFailed('missing email or phone');
  const password = optionalString(body, 'password') ?? '';
  // One attempt of a pair at a time: checking the lock, comparing the password and recording the
  // failure take a while (bcrypt), and attempts sent at once would otherwise all pass the check
  // before the first failure was recorded (40 in parallel compared 30 passwords, not 5).
  const user = await ctx.limits.signInTurns.run(signInPairKey(email, address), () => checkPasswordSignIn(ctx, email, password, address));
  if (user.banned) throw new AuthApiError(400, 'user_banned', 'User is banned');
  if (!user.email_confirmed_at) throw new AuthApiError(400, 'email_not_confirmed', 'Email not confirmed');
  return ctx.db.transaction((tx) => startSession(tx, user.id, false));
}

/** The user whose password this is, after the failed sign-in limits; records a failure otherwise. */
async function checkPasswordSignIn(ctx: EmulatorContext, email: string, password: string, address: string): Promise<UserRow> {
  const { failedSignIns, failedSignInsPerEmail } = ctx.limits;
  const pair = signInPairKey(email, address);
  const lockWait = () =>
    Math.max(failedSignIns.retryAfter(pair), failedSignIns.failures(pair) > 0 ? failedSignInsPerEmail.retryAfter(email) : 0);
  const wait = lockWait();
  if (wait > 0) throw overRequestRateLimit(wait);
  const found = await findUserByEmail(ctx.db, email);
  const user = found && !found.deleted_at ? found : null;
  // Compared even without an account (against a decoy hash), so both take as long.
  if (!(await passwordMatches(user, password)) || !user) {
    failedSignIns.fail(pair);
    failedSignInsPerEmail.record(email);
    // The failure that starts a lock is answered with it, so the client learns the wait at once
    // (and shows it) instead of guessing one after a plain 400. It tells no more than the 400:
    // the password was wrong either way.
    const locked = lockWait();
    if (locked > 0) throw overRequestRateLimit(locked);
    throw invalidCredentials();
  }
  failedSignIns.reset(pair);
  return user;
}

/**
 * One email to this address now, or 429 with Retry-After: at most one per max_frequency to each
 * address and email_sent per hour to all of them together, as hosted Supabase limits sign-up,
 * recovery and resend emails.
 */
function takeEmailSend(limits: Limits, email: string) {
  const hourly = limits.emailsPerHour.retryAfter(PROJECT);
  if (hourly > 0) throw overEmailRateLimit(Math.max(hourly, limits.emailInterval.retryAfter(email)));
  const interval = limits.emailInterval.retryAfter(email);
  if (interval > 0) throw overEmailFrequency(interval);
  limits.emailInterval.record(email);
  limits.emailsPerHour.record(PROJECT);
}

/** Records the sign-in and opens a session; a verified email link also confirms the address. */
async function startSession(tx: Tx, userId: string, confirmEmail: boolean): Promise<SessionJson> {
  const user = await findUserById(tx, userId);
  if (!user) throw invalidCredentials();
  const signedIn = await updateUser(tx, user, { lastSignIn: true, confirmEmail });
  await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [user.id]);
  return createSession(tx, signedIn);
}

/** Spends the token and signs in; null when the token is invalid, used or expired. */
async function verifyToken(tx: Tx, proof: TokenProof, kind: TokenKind): Promise<SessionJson | null> {
  const user = await consumeToken(tx, proof, kind);
  if (!user || user.deleted_at || user.banned) return null;
  return startSession(tx, user.id, true);
}

/** The email link: a 303 to redirect_to with the session, or the error, in the fragment. */
async function verifyLink(ctx: EmulatorContext, c: Context): Promise<string> {
  const redirectTo = allowedRedirect(ctx, c.req.query('redirect_to'));
  const type = c.req.query('type') ?? '';
  const token = c.req.query('token') ?? '';
  const kind = VERIFY_TYPES[type];
  const session = kind && token ? await ctx.db.transaction((tx) => verifyToken(tx, { tokenHash: token }, kind)) : null;
  const fragment = session
    ? new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type,
      })
    : new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
  const url = new URL(redirectTo);
  url.hash = fragment.toString();
  return url.toString();
}

/**
 * A code (or token hash) from an email. Attempts with a code are counted as they arrive (so
 * parallel guesses are counted too), per email and address: after 5 without success that address
 * waits out the window, and no one else does, so a stranger's guesses cannot lock the owner out of
 * their own code. Per code from all addresses: the 20th wrong one spends it, so guesses spread over
 * many addresses cannot find it either; the link in the same email still works, and the owner may
 * ask for a fresh code at once, which starts the count again. Success clears both counts.
 */
async function verifyOtp(ctx: EmulatorContext, body: Json, address: string): Promise<SessionJson> {
  const kind = VERIFY_TYPES[optionalString(body, 'type') ?? ''];
  if (!kind) throw validationFailed('Verify requires a verification type');
  const proof = tokenProof(body);
  if (!('email' in proof)) {
    const session = await ctx.db.transaction((tx) => verifyToken(tx, proof, kind));
    if (!session) throw otpExpired();
    return session;
  }
  const { codeAttemptsPerAddress, codeAttemptsPerCode } = ctx.limits;
  const pair = signInPairKey(proof.email, address);
  const current = codeCountKey(proof.email, kind);
  codeAttemptsPerAddress.take(pair);
  if (codeAttemptsPerCode.retryAfter(current) > 0) {
    await spendGuessedCode(ctx, proof.email, kind);
    throw otpExpired();
  }
  codeAttemptsPerCode.record(current);
  const session = await ctx.db.transaction((tx) => verifyToken(tx, proof, kind));
  if (session) {
    codeAttemptsPerAddress.reset(pair);
    codeAttemptsPerCode.reset(current);
    return session;
  }
  if (codeAttemptsPerCode.retryAfter(current) > 0) await spendGuessedCode(ctx, proof.email, kind);
  throw otpExpired();
}

/**
 * Spends the email's code once it has taken its wrong guesses, and lifts the email's max_frequency
 * wait, so the owner can ask for a fresh code at once.
 */
async function spendGuessedCode(ctx: EmulatorContext, email: string, kind: TokenKind) {
  await ctx.db.transaction((tx) => spendCode(tx, email, kind));
  ctx.limits.emailInterval.reset(email);
}

function tokenProof(body: Json): TokenProof {
  const tokenHash = optionalString(body, 'token_hash');
  if (tokenHash) return { tokenHash };
  const code = optionalString(body, 'token');
  if (!code) throw validationFailed('Verify requires either a token or a token hash');
  return { email: normalizeEmail(body.email), code: code.trim() };
}

async function changeUser(ctx: EmulatorContext, caller: Caller, body: Json) {
  const password = body.password === undefined || body.password === null ? undefined : checkPassword(body.password);
  if (password !== undefined && (await passwordMatches(caller.user, password))) {
    throw new AuthApiError(422, 'same_password', 'New password should be different from the old password.');
  }
  const email = body.email === undefined || body.email === null ? undefined : normalizeEmail(body.email);
  const data = optionalObject(body, 'data');
  const changed = await ctx.db.transaction(async (tx) => {
    const user = (await findUserById(tx, caller.user.id)) ?? caller.user;
    const userMetadata = data ? mergeMetadata(user.raw_user_meta_data, data) : undefined;
    return userJson(tx, await updateUser(tx, user, { email, password, userMetadata }));
  });
  // The end of a password reset (the recovery link's session sets the new password), or any change of it.
  if (password !== undefined) for (const owned of [caller.user.email, changed.email as string]) liftSignInLocks(ctx.limits, owned);
  return changed;
}

function logoutScope(value: string | undefined): LogoutScope {
  if (value === undefined || value === 'global') return 'global';
  if (value === 'local' || value === 'others') return value;
  throw validationFailed('Unsupported logout scope');
}

/** Recover and resend answer the same whether or not the email has an account. */
async function sendEmailIfUser(ctx: EmulatorContext, body: Json, kind: TokenKind, redirectTo: string) {
  const email = normalizeEmail(body.email);
  takeEmailSend(ctx.limits, email);
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.deleted_at) return;
    if (kind === 'confirmation' && user.email_confirmed_at) return;
    await sendTokenEmail(ctx, tx, user, kind, redirectTo);
  });
}
