import bcrypt from 'bcryptjs';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../db/types.ts';
import { authConfig } from '../project-config.ts';
import { AuthApiError, emailExists, validationFailed } from './errors.ts';

export type Json = Record<string, unknown>;

export interface UserRow {
  id: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  banned_until: string | null;
  deleted_at: string | null;
  is_anonymous: boolean;
  created_at: string;
  updated_at: string;
  /** Computed in SQL: banned_until lies in the future. */
  banned: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  email: string | null;
}

const USER_COLUMNS = `id, email, phone, encrypted_password, email_confirmed_at, confirmed_at, confirmation_sent_at,
  recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, banned_until, deleted_at, is_anonymous,
  created_at, updated_at, coalesce(banned_until > now(), false) as banned`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The trimmed, lower-cased email, or a validation error GoTrue would give. */
export function normalizeEmail(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw validationFailed('An email address is required');
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !EMAIL.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}

export const MIN_PASSWORD_LENGTH = authConfig.minPasswordLength;

/** The project's password policy from supabase/config.toml (8+ characters with lower, upper and digit). */
/** bcrypt's input limit. */
export const MAX_PASSWORD_BYTES = 72;

export function checkPassword(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw validationFailed('Password is required');
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...value].length < MIN_PASSWORD_LENGTH) {
    reasons.push('length');
    messages.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const sets = authConfig.passwordCharacterSets;
  if (!sets.every((set) => [...value].some((ch) => set.includes(ch)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  // bcrypt reads only the first 72 bytes: a longer password would silently match any other
  // password sharing those bytes, so it is refused (counted in UTF-8 bytes, not characters).
  if (Buffer.byteLength(value, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} bytes`);
  }
  if (reasons.length > 0) {
    throw new AuthApiError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
  }
  return value;
}

/** bcrypt's cost for every password hash here and in supabase/seed.sql, so all take as long to check. */
export const BCRYPT_COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

/**
 * The hash of a password no one knows, made once. A sign-in for an email without an account (or
 * without a password) is compared against it, so it takes as long as a wrong password for a real
 * account: the time taken must not tell which emails have accounts.
 */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword(randomBytes(32).toString('hex')));

/**
 * Whether the password is the user's; always one bcrypt comparison, whether or not there is a user.
 * Also verifies `$2a$` hashes from pgcrypto's crypt(.., gen_salt('bf', ..)), which the seed uses.
 */
export async function passwordMatches(user: UserRow | null, password: string): Promise<boolean> {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) return false;
  const hash = user?.encrypted_password;
  try {
    if (!hash) {
      await bcrypt.compare(password, await decoyPasswordHash());
      return false;
    }
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/** `data` merges into metadata key by key; a null value deletes the key. */
export function mergeMetadata(current: Json | null, changes: Json): Json {
  const merged: Json = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | null> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and is_sso_user = false`,
    [email],
  );
  return rows[0] ?? null;
}

/** Newest first, as GoTrue's admin list orders them. */
export async function listUserRows(tx: Tx, limit: number, offset: number): Promise<UserRow[]> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users order by created_at desc, id limit $1 offset $2`,
    [limit, offset],
  );
  return rows;
}

export interface NewUser {
  email: string;
  password: string | null;
  /** The password's hash, when the caller made it already (outside the transaction). */
  passwordHash?: string;
  confirmed: boolean;
  userMetadata: Json;
  appMetadata: Json;
}

/** Inserts the user and its email identity; the profiles trigger fires on the insert. */
export async function insertUser(tx: Tx, user: NewUser): Promise<UserRow> {
  if (await findUserByEmail(tx, user.email)) throw emailExists();
  const encrypted = user.passwordHash ?? (user.password ? await hashPassword(user.password) : null);
  const appMetadata = { ...user.appMetadata, provider: 'email', providers: ['email'] };
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, $5::jsonb, $6::jsonb)
     returning ${USER_COLUMNS}`,
    [randomUUID(), user.email, encrypted, user.confirmed, JSON.stringify(appMetadata), JSON.stringify(user.userMetadata)],
  );
  const created = rows[0];
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2, $3::jsonb, 'email', now())`,
    [created.id, created.id, JSON.stringify(identityData(created.id, user.email, user.confirmed))],
  );
  return created;
}

const identityData = (id: string, email: string, verified: boolean) => ({
  sub: id,
  email,
  email_verified: verified,
  phone_verified: false,
});

export interface UserChanges {
  email?: string;
  password?: string;
  confirmEmail?: boolean;
  userMetadata?: Json;
  appMetadata?: Json;
  bannedUntil?: Date | null;
  lastSignIn?: boolean;
}

/** Applies the given changes and returns the updated row. */
export async function updateUser(tx: Tx, user: UserRow, changes: UserChanges): Promise<UserRow> {
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [user.id];
  const set = (column: string, value: unknown, cast = '') => {
    params.push(value);
    sets.push(`${column} = $${params.length}${cast}`);
  };
  if (changes.email !== undefined && changes.email !== user.email) {
    const owner = await findUserByEmail(tx, changes.email);
    if (owner && owner.id !== user.id) throw emailExists();
    set('email', changes.email);
  }
  if (changes.password !== undefined) set('encrypted_password', await hashPassword(changes.password));
  if (changes.confirmEmail) sets.push('email_confirmed_at = coalesce(email_confirmed_at, now())');
  if (changes.userMetadata) set('raw_user_meta_data', JSON.stringify(changes.userMetadata), '::jsonb');
  if (changes.appMetadata) set('raw_app_meta_data', JSON.stringify(changes.appMetadata), '::jsonb');
  if (changes.bannedUntil !== undefined) set('banned_until', changes.bannedUntil?.toISOString() ?? null, '::timestamptz');
  if (changes.lastSignIn) sets.push('last_sign_in_at = now()');
  const { rows } = await tx.query<UserRow>(
    `update auth.users set ${sets.join(', ')} where id = $1 returning ${USER_COLUMNS}`,
    params,
  );
  const updated = rows[0];
  if (changes.email !== undefined || changes.confirmEmail) await syncIdentity(tx, updated);
  return updated;
}

async function syncIdentity(tx: Tx, user: UserRow) {
  await tx.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id, JSON.stringify({ email: user.email, email_verified: user.email_confirmed_at !== null })],
  );
}

/** GoTrue sends timestamps as RFC 3339; both drivers give timestamptz as Postgres text. */
export function isoTime(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function identityJson(row: IdentityRow) {
  return {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: isoTime(row.last_sign_in_at),
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    email: row.email,
  };
}

export type UserJson = Json & { id: string; identities: unknown[] };

function buildUserJson(user: UserRow, identities: IdentityRow[]): UserJson {
  const optional = (key: string, value: string | null) => (value === null ? {} : { [key]: isoTime(value) });
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    phone: user.phone ?? '',
    ...optional('email_confirmed_at', user.email_confirmed_at),
    ...optional('confirmed_at', user.confirmed_at),
    ...optional('confirmation_sent_at', user.confirmation_sent_at),
    ...optional('recovery_sent_at', user.recovery_sent_at),
    ...optional('last_sign_in_at', user.last_sign_in_at),
    ...optional('banned_until', user.banned ? user.banned_until : null),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: isoTime(user.created_at),
    updated_at: isoTime(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

/** The user as GoTrue's models.User serializes it (contract B.2). */
export async function userJson(tx: Tx, user: UserRow): Promise<UserJson> {
  return (await usersJson(tx, [user]))[0];
}

export async function usersJson(tx: Tx, users: UserRow[]): Promise<UserJson[]> {
  if (users.length === 0) return [];
  const { rows } = await tx.query<IdentityRow>(
    `select id, provider_id, user_id::text as user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = any($1::uuid[]) order by created_at`,
    [users.map((u) => u.id)],
  );
  return users.map((user) => buildUserJson(user, rows.filter((r) => r.user_id === user.id)));
}

/** What sign-up answers for a taken, confirmed email, so it cannot be used to probe accounts. */
export function fakeUserJson(email: string, userMetadata: Json): UserJson {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: userMetadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
