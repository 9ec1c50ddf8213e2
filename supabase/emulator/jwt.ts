import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from './config.ts';
import type { Claims } from './db/types.ts';

const secret = new TextEncoder().encode(JWT_SECRET);

export async function signJwt(claims: Record<string, unknown>, expiresInSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(secret);
}

export class JwtError extends Error {
  constructor(
    message: string,
    readonly expired = false,
  ) {
    super(message);
  }
}

/**
 * The roles a token may ask for, as PostgREST's authenticator is granted only these. Any other
 * role (postgres, a table owner) would run the request with that role's powers.
 */
export const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** Verifies an HS256 token signed with the project's secret; throws JwtError when bad, expired or of another role. */
export async function verifyJwt(token: string): Promise<Claims> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string') throw new JwtError('JWT has no role claim');
    if (!API_ROLES.has(payload.role)) throw new JwtError(`role "${payload.role}" is not allowed`);
    return payload as Claims;
  } catch (error) {
    if (error instanceof JwtError) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new JwtError('JWT expired', true);
    throw new JwtError('invalid JWT');
  }
}

/** The bearer token of a request, else its apikey header (what PostgREST behind Kong sees). */
export function bearerToken(headers: Headers): string | null {
  const auth = headers.get('authorization');
  const match = auth?.match(/^Bearer\s+(.+)$/i);
  if (match) return match[1].trim();
  return headers.get('apikey');
}

/**
 * The claims a request runs with: the role of a configured key, or a verified JWT.
 * No token at all means anon only when the apikey is the anon key; anything else is rejected.
 */
export async function requestClaims(headers: Headers): Promise<Claims> {
  const token = bearerToken(headers);
  if (!token) throw new JwtError('No API key found in request');
  return verifyJwt(token);
}

/** Refuses to start with API keys that this server's secret did not sign (a mismatched ANON_KEY, say). */
export async function assertKeysMatchSecret() {
  for (const [name, key, role] of [['ANON_KEY', ANON_KEY, 'anon'], ['SERVICE_ROLE_KEY', SERVICE_ROLE_KEY, 'service_role']]) {
    const claims = await verifyJwt(key).catch(() => null);
    if (claims?.role !== role) throw new Error(`${name} is not a ${role} key signed with this server's JWT_SECRET`);
  }
}
