import { createHmac } from 'node:crypto';
import { authConfig } from './project-config.ts';

// Conventions shared with `supabase start`, so the two can be swapped.
export const API_PORT = Number(process.env.EMULATOR_PORT ?? 54321);
export const INBOX_PORT = Number(process.env.INBOX_PORT ?? 54324);
/** Where the API and inbox listen: loopback unless HOST says otherwise. */
export const LISTEN_HOST = process.env.HOST ?? '127.0.0.1';
/**
 * Reverse proxies whose X-Forwarded-For names the client (comma-separated addresses or CIDR
 * ranges); none by default, so every per-address limit keys on the socket's peer.
 */
export const TRUSTED_PROXIES = process.env.EMULATOR_TRUSTED_PROXIES ?? '';

/** Supabase's public local demo secret: anyone can sign tokens with it, so it is for local use only. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const JWT_SECRET = process.env.JWT_SECRET || authConfig.jwtSecret || DEMO_JWT_SECRET;
export const USING_DEMO_SECRET = JWT_SECRET === DEMO_JWT_SECRET;
if (JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * An API key: an HS256 JWT with only a role, signed with the configured secret. With the demo
 * secret these are byte for byte Supabase's published local demo keys.
 */
function signApiKey(role: 'anon' | 'service_role') {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ iss: 'supabase-demo', role, exp: 1983812996 }));
  const signature = createHmac('sha256', JWT_SECRET).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Keys given in the environment (ANON_KEY, SERVICE_ROLE_KEY) win; they must be signed with JWT_SECRET. */
export const ANON_KEY = process.env.ANON_KEY || signApiKey('anon');
export const SERVICE_ROLE_KEY = process.env.SERVICE_ROLE_KEY || signApiKey('service_role');

/** Access tokens live an hour, like GoTrue's default (well above the client's 90 s refresh margin). */
export const ACCESS_TOKEN_TTL_SECONDS = Number(process.env.ACCESS_TOKEN_TTL ?? authConfig.jwtExpirySeconds);
/** Largest request body any endpoint accepts (storage objects are capped lower by their bucket). */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** Largest JSON body the REST and auth APIs accept. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
