import { randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '../config.ts';
import { authConfig } from '../project-config.ts';
import type { Tx } from '../db/types.ts';
import { signJwt } from '../jwt.ts';
import { AuthApiError, sessionNotFound } from './errors.ts';
import { findUserById, userJson, type UserJson, type UserRow } from './users.ts';

/** How long a just-rotated refresh token still works, because tabs race to refresh (GoTrue's reuse interval). */
const REUSE_INTERVAL_SECONDS = authConfig.refreshTokenReuseSeconds;

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  /** Computed in SQL: the token was revoked less than REUSE_INTERVAL_SECONDS ago. */
  recently_revoked: boolean;
}

/** Opaque, unguessable refresh tokens (GoTrue's are 12 characters; longer is fine for the client). */
const newRefreshToken = () => randomBytes(18).toString('base64url');

async function accessToken(user: UserRow, sessionId: string) {
  return signJwt(
    {
      iss: 'supabase-emulator',
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      is_anonymous: false,
      session_id: sessionId,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
    },
    ACCESS_TOKEN_TTL_SECONDS,
  );
}

async function sessionJson(tx: Tx, user: UserRow, sessionId: string, refreshToken: string): Promise<SessionJson> {
  return {
    access_token: await accessToken(user, sessionId),
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  };
}

async function insertRefreshToken(tx: Tx, userId: string, sessionId: string, parent: string | null) {
  const token = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** Starts a session with its first refresh token. */
export async function createSession(tx: Tx, user: UserRow): Promise<SessionJson> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.sessions (user_id, aal, refreshed_at) values ($1, 'aal1', now()) returning id`,
    [user.id],
  );
  const sessionId = rows[0].id;
  const token = await insertRefreshToken(tx, user.id, sessionId, null);
  return sessionJson(tx, user, sessionId, token);
}

const tokenNotFound = () =>
  new AuthApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * Rotation: a live token is revoked and replaced by a child. A token revoked within the reuse
 * interval gets the family's live child back (or a new child if there is none). Later reuse means
 * the token leaked: the whole session (its token family) is revoked, as GoTrue does, and the
 * caller answers refresh_token_already_used after committing that.
 */
export async function refreshSession(tx: Tx, presented: string): Promise<SessionJson | 'reused'> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select id, token, user_id, revoked, session_id::text as session_id,
            (revoked and updated_at > now() - make_interval(secs => $2)) as recently_revoked
     from auth.refresh_tokens where token = $1 for update`,
    [presented, REUSE_INTERVAL_SECONDS],
  );
  const row = rows[0];
  if (!row) throw tokenNotFound();
  if (!row.session_id || !(await sessionExists(tx, row.session_id))) throw sessionNotFound(400);
  const user = await findUserById(tx, row.user_id);
  if (!user || user.deleted_at) throw tokenNotFound();
  if (user.banned) throw new AuthApiError(400, 'user_banned', 'User is banned');
  if (row.revoked && !row.recently_revoked) {
    await tx.query(`delete from auth.sessions where id = $1`, [row.session_id]);
    return 'reused';
  }
  await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [row.session_id]);
  if (row.revoked) {
    const child = await liveChild(tx, row.token);
    if (child) return sessionJson(tx, user, row.session_id, child);
  } else {
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [row.id]);
  }
  const token = await insertRefreshToken(tx, user.id, row.session_id, row.token);
  return sessionJson(tx, user, row.session_id, token);
}

async function liveChild(tx: Tx, parent: string): Promise<string | null> {
  const { rows } = await tx.query<{ token: string }>(
    `select token from auth.refresh_tokens where parent = $1 and not revoked order by id desc limit 1`,
    [parent],
  );
  return rows[0]?.token ?? null;
}

export async function sessionExists(tx: Tx, sessionId: string): Promise<boolean> {
  const { rows } = await tx.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
  return rows.length > 0;
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions; their refresh tokens go with them (on delete cascade). */
export async function endSessions(tx: Tx, userId: string, sessionId: string | null, scope: LogoutScope) {
  if (scope === 'global' || sessionId === null) {
    if (scope !== 'others') await tx.query(`delete from auth.sessions where user_id = $1`, [userId]);
    return;
  }
  if (scope === 'local') await tx.query(`delete from auth.sessions where id = $1`, [sessionId]);
  else await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId]);
}
