import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { EmulatorContext } from '../context.ts';
import type { Tx } from '../db/types.ts';
import { authConfig, emailTemplate } from '../project-config.ts';
import { parseTemplate, renderTemplate } from './go-template.ts';
import { redirectOrSite } from './redirects.ts';
import { findUserById, type UserRow } from './users.ts';

/** Email links and codes work once, for [auth.email] otp_expiry seconds (an hour by default, as GoTrue). */
const TOKEN_LIFETIME_SECONDS = authConfig.otpExpirySeconds;

export type TokenKind = 'confirmation' | 'recovery';

/** The verify `type`s this emulator supports and the one-time token each consumes. */
export const VERIFY_TYPES: Record<string, TokenKind> = {
  signup: 'confirmation',
  email: 'confirmation',
  recovery: 'recovery',
};

/** The key of an email's current code of one kind in the limits' per-code count of wrong codes. */
export const codeCountKey = (email: string, kind: TokenKind) => JSON.stringify([email.toLowerCase(), kind]);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const codeKey = (email: string, code: string) => sha256(`code:${email.toLowerCase()}:${code}`);

/**
 * Where an emailed link sends its tokens: redirect_to when it is the site URL ([auth] site_url,
 * any path) or matches an [auth] additional_redirect_urls glob, by GoTrue's rules; else the site URL.
 */
export function allowedRedirect(ctx: EmulatorContext, candidate: string | undefined | null): string {
  return redirectOrSite(candidate, ctx.siteUrl, authConfig.additionalRedirectUrls);
}

/** Replaces the user's earlier tokens of this kind with a fresh link token and a six-digit code. */
async function issueToken(tx: Tx, user: UserRow, kind: TokenKind) {
  const token = randomBytes(24).toString('hex');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const email = user.email ?? '';
  await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [user.id, kind]);
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, is_code)
     values ($1, $2, $3, $5, false), ($1, $2, $4, $5, true)`,
    [user.id, kind, sha256(token), codeKey(email, code), email],
  );
  return { token, code };
}

const VERIFY: Record<TokenKind, { type: string; sentColumn: string }> = {
  confirmation: { type: 'signup', sentColumn: 'confirmation_sent_at' },
  recovery: { type: 'recovery', sentColumn: 'recovery_sent_at' },
};

/**
 * A kind's email, its templates read once: config.toml's [auth.email.template.<kind>], which
 * this project sets for both (in the user's language). A template missing, or one the emulator
 * cannot render, stops it at start.
 */
function mailOf(kind: TokenKind) {
  const template = emailTemplate(kind);
  if (!template) throw new Error(`config.toml: set [auth.email.template.${kind}] (subject and content_path)`);
  return { ...VERIFY[kind], subject: parseTemplate(template.subject), body: parseTemplate(template.body) };
}
const MAILS: Record<TokenKind, ReturnType<typeof mailOf>> = { confirmation: mailOf('confirmation'), recovery: mailOf('recovery') };

/** An HTML email as the local inbox shows it: its text, a line per block. */
export function emailText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|h\d|div|li)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|#34|#39|quot);/g, (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#34;': '"', '&quot;': '"', '&#39;': "'" })[entity]!)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** Issues a token and "sends" the email (it lands in the local mailbox). */
export async function sendTokenEmail(
  ctx: EmulatorContext,
  tx: Tx,
  user: UserRow,
  kind: TokenKind,
  redirectTo: string,
): Promise<UserRow> {
  const { token, code } = await issueToken(tx, user, kind);
  // Wrong codes are counted per code: guesses at earlier ones do not count against this one.
  ctx.limits.codeAttemptsPerCode.reset(codeCountKey(user.email ?? '', kind));
  const mail = MAILS[kind];
  const query = new URLSearchParams({ token, type: mail.type, redirect_to: redirectTo });
  const link = `${ctx.apiUrl}/auth/v1/verify?${query.toString()}`;
  // What GoTrue gives its templates; Data is the user's metadata (sign-up stores `locale` there).
  const data = { ConfirmationURL: link, Token: code, Email: user.email ?? '', SiteURL: ctx.siteUrl, RedirectTo: redirectTo, Data: user.raw_user_meta_data ?? {} };
  ctx.mailbox.send({
    to: user.email ?? '',
    subject: renderTemplate(mail.subject, data, false),
    text: emailText(renderTemplate(mail.body, data)),
    link,
  });
  await tx.query(`update auth.users set ${mail.sentColumn} = now() where id = $1`, [user.id]);
  return (await findUserById(tx, user.id)) ?? user;
}

export type TokenProof = { tokenHash: string } | { email: string; code: string };

/** Consumes a valid, unexpired token of this kind; null when invalid, used or expired. */
export async function consumeToken(tx: Tx, proof: TokenProof, kind: TokenKind): Promise<UserRow | null> {
  const hash = 'tokenHash' in proof ? sha256(proof.tokenHash) : codeKey(proof.email, proof.code);
  const { rows } = await tx.query<{ user_id: string; fresh: boolean }>(
    `select user_id::text as user_id, created_at > now() - make_interval(secs => $3) as fresh
     from auth.one_time_tokens where token_hash = $1 and token_type = $2 for update`,
    [hash, kind, TOKEN_LIFETIME_SECONDS],
  );
  const row = rows[0];
  if (!row) return null;
  // Either form of the token spends both: they are one proof of the same email.
  await tx.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = $2`, [row.user_id, kind]);
  return row.fresh ? findUserById(tx, row.user_id) : null;
}

/**
 * Spends the email's outstanding code of this kind (too many guesses). Its link stays valid: a
 * link cannot be guessed, so the owner can still use the email after someone guessed at its code.
 */
export async function spendCode(tx: Tx, email: string, kind: TokenKind) {
  await tx.query(`delete from auth.one_time_tokens where lower(relates_to) = lower($1) and token_type = $2 and is_code`, [email, kind]);
}
