import type { Context } from 'hono';
import { MAX_JSON_BODY_BYTES } from '../config.ts';
import type { Db } from '../db/types.ts';
import { readJsonBody } from '../http.ts';
import { JwtError, verifyJwt } from '../jwt.ts';
import { AuthApiError, badJwt, sessionNotFound, validationFailed } from './errors.ts';
import { findUserById, isUuid, type Json, type UserRow } from './users.ts';

/** The JSON body as an object; an absent body is `{}`. */
export async function readBody(c: Context): Promise<Json> {
  const body = await readJsonBody(c, MAX_JSON_BODY_BYTES);
  if (!body.ok) {
    if (body.reason === 'too_large') throw new AuthApiError(413, 'request_too_large', 'Request body is too large');
    throw new AuthApiError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (body.value === undefined || body.value === null) return {};
  if (typeof body.value !== 'object' || Array.isArray(body.value)) {
    throw new AuthApiError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return body.value as Json;
}

export function optionalString(body: Json, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw validationFailed(`${key} must be a string`);
  return value;
}

export function optionalObject(body: Json, key: string): Json | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw validationFailed(`${key} must be an object`);
  return value as Json;
}

export function optionalBoolean(body: Json, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw validationFailed(`${key} must be a boolean`);
  return value;
}

/** Only the Authorization header counts: user endpoints never fall back to the apikey. */
function authorizationBearer(c: Context): string {
  const match = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i);
  if (!match) throw new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return match[1].trim();
}

async function verifiedClaims(token: string) {
  try {
    return await verifyJwt(token);
  } catch (error) {
    if (error instanceof JwtError && error.expired) throw badJwt('invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired');
    throw badJwt('invalid JWT: unable to parse or verify signature, signature is invalid');
  }
}

export interface Caller {
  user: UserRow;
  sessionId: string | null;
}

/** The user behind an access token, checked as GoTrue's requireAuthentication does. */
export async function requireUser(c: Context, db: Db): Promise<Caller> {
  const claims = await verifiedClaims(authorizationBearer(c));
  if (!claims.sub) throw badJwt('invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badJwt('invalid claim: sub claim must be a UUID');
  const sessionId = sessionIdClaim(claims.session_id);
  if (sessionId !== null) {
    const { rows } = await db.query(`select 1 from auth.sessions where id = $1 and user_id = $2`, [sessionId, claims.sub]);
    if (rows.length === 0) throw sessionNotFound(403);
  }
  const user = await findUserById(db, claims.sub);
  if (!user || user.deleted_at) {
    throw new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  }
  return { user, sessionId };
}

function sessionIdClaim(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (!isUuid(value)) throw badJwt('invalid claim: session_id claim must be a UUID');
  return value;
}

/** Admin endpoints take only a service-role JWT. */
export async function requireAdmin(c: Context): Promise<void> {
  const claims = await verifiedClaims(authorizationBearer(c));
  if (claims.role !== 'service_role') throw new AuthApiError(403, 'not_admin', 'User not allowed');
}
