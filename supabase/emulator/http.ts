import type { Context, MiddlewareHandler } from 'hono';
import { canonicalAddress, resolveClientAddress, type TrustedProxies } from './client-address.ts';
import type { RequestInfo } from './db/types.ts';

export const ALLOWED_HEADERS =
  'authorization, apikey, x-client-info, content-type, x-supabase-api-version, accept, accept-profile, content-profile, prefer, range, x-retry-count, x-upsert, cache-control, x-metadata, x-region, traceparent, tracestate, baggage';
// Retry-After is readable by the page so a 429 or 503 can say how long to wait (the sign-in
// countdown, the outbox's backoff).
export const EXPOSED_HEADERS =
  'Content-Range, Preference-Applied, X-Supabase-Api-Version, x-relay-error, Content-Disposition, Content-Location, Location, Retry-After';

/**
 * CORS as Supabase's gateway answers it: any origin, every method, requested headers echoed,
 * and the headers supabase-js reads exposed. Applied to error responses too, or the
 * browser would turn them into network errors.
 */
export const cors: MiddlewareHandler = async (c, next) => {
  const requested = c.req.header('access-control-request-headers');
  const set = (headers: Headers) => {
    headers.set('Access-Control-Allow-Origin', '*');
    headers.set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS');
    headers.set('Access-Control-Allow-Headers', requested ?? ALLOWED_HEADERS);
    headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    headers.set('Access-Control-Max-Age', '86400');
  };
  if (c.req.method === 'OPTIONS') {
    const res = new Response(null, { status: 204 });
    set(res.headers);
    return res;
  }
  await next();
  // Responses built by handlers may have immutable headers (e.g. fetched ones); copy if so.
  try {
    set(c.res.headers);
  } catch {
    c.res = new Response(c.res.body, c.res);
    set(c.res.headers);
  }
};

/**
 * Deepest nesting of arrays and objects a JSON body may have. JSON.parse reads any depth, but
 * everything after it that walks the value by recursion (JSON.stringify on the way to the
 * database, Postgres' own JSON parser) runs out of stack long before a 1 MB body's 500,000 levels.
 */
export const MAX_JSON_DEPTH = 512;

export type JsonProblem = 'not_finite' | 'too_deep';

/** Reads a JSON body with a size cap; returns a discriminated result instead of throwing. */
export async function readJsonBody(
  c: Context,
  maxBytes: number,
): Promise<{ ok: true; value: unknown } | { ok: false; reason: 'too_large' | 'invalid' | JsonProblem }> {
  const text = await readTextBody(c, maxBytes);
  if (text === null) return { ok: false, reason: 'too_large' };
  if (text.trim() === '') return { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const problem = jsonProblem(value);
  return problem ? { ok: false, reason: problem } : { ok: true, value };
}

/**
 * What makes a parsed JSON value unfit to store: nesting deeper than MAX_JSON_DEPTH, or a number
 * JSON.parse read as Infinity (1e400), which would be written back as null. Walks with its own
 * stack, so no depth can overflow the call stack here.
 */
export function jsonProblem(value: unknown): JsonProblem | null {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'number' && !Number.isFinite(item)) return 'not_finite';
    if (item && typeof item === 'object') {
      if (depth >= MAX_JSON_DEPTH) return 'too_deep';
      for (const child of Object.values(item)) pending.push([child, depth + 1]);
    }
  }
  return null;
}

/** The body as text, or null when it exceeds maxBytes. */
export async function readTextBody(c: Context, maxBytes: number): Promise<string | null> {
  const bytes = await readBodyBytes(c, maxBytes);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

export async function readBodyBytes(c: Context, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > maxBytes) return null;
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** What an in-process caller (the integration tests) hands to the app as Hono's env. */
export interface InProcessEnv {
  /** The address the request comes from, as a socket's peer would be. */
  clientAddress?: string;
}

declare module 'hono' {
  interface ContextVariableMap {
    clientAddress: string;
  }
}

/** The peer the request came from: the socket's remote address over HTTP, else what an in-process caller passed. */
function peerAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } & InProcessEnv | undefined;
  return env?.incoming?.socket?.remoteAddress ?? env?.clientAddress ?? '127.0.0.1';
}

/**
 * Decides each request's client address once, before any route runs: the peer, or for a peer that
 * is a trusted proxy the client it names in X-Forwarded-For. Every per-address limit reads it
 * through clientAddress(c), and the database sees it as x-forwarded-for.
 */
export function clientAddressFrom(trusted: TrustedProxies): MiddlewareHandler {
  return async (c, next) => {
    c.set('clientAddress', resolveClientAddress(peerAddress(c), c.req.header('x-forwarded-for'), trusted));
    await next();
  };
}

/** The client's address as decided for this request (never a header a client wrote itself). */
export function clientAddress(c: Context): string {
  return c.get('clientAddress') ?? canonicalAddress(peerAddress(c)) ?? peerAddress(c);
}

/**
 * Every API answer, errors and preflights included, tells the browser to trust its Content-Type:
 * a JSON answer is never sniffed into HTML or script.
 */
export const noSniff: MiddlewareHandler = async (c, next) => {
  await next();
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    // Responses built by handlers may have immutable headers (e.g. fetched ones); copy if so.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  }
};

/**
 * Headers the database never sees: credentials, and address headers a client could forge (only
 * the gateway sets them; here the emulator is the gateway).
 */
const DROPPED_HEADERS = new Set(['authorization', 'apikey', 'cookie', 'cf-connecting-ip', 'x-real-ip', 'forwarded', 'x-forwarded-for']);

/**
 * The request as the database sees it (PostgREST's `request.headers`): lower-cased headers
 * without credentials, and x-forwarded-for set to the real client address, as Supabase's
 * gateway does, replacing whatever the client sent. The address also decides the request's
 * share of the database.
 */
export function requestInfo(c: Context): RequestInfo {
  const headers: Record<string, string> = {};
  c.req.raw.headers.forEach((value, name) => {
    if (!DROPPED_HEADERS.has(name)) headers[name] = value;
  });
  const address = clientAddress(c);
  headers['x-forwarded-for'] = address;
  return { method: c.req.method, path: c.req.path, headers, signal: c.req.raw.signal, address };
}
