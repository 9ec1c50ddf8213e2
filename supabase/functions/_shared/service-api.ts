// Plain fetch helpers for functions that act as the service role on this project's Supabase APIs
// (REST and Storage). Secrets are read through Deno.env on every call, so they run alike on Deno
// and in the Node emulator, where tests hand in a fetch that reaches the emulator in-process.

declare const Deno: { env: { get(key: string): string | undefined } };

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A refusal from the REST API, with PostgREST's error code (23505: a unique rule refused it). */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** A secret's value, with an empty or blank one counting as not set. */
export function secret(name: string): string | undefined {
  const value = Deno.env.get(name)?.trim();
  return value ? value : undefined;
}

/** This project's API address (SUPABASE_URL, which the platform sets), without a trailing slash. */
export function supabaseUrl(): string {
  const url = secret('SUPABASE_URL');
  if (!url) throw new Error('SUPABASE_URL is not set');
  return url.replace(/\/+$/, '');
}

function serviceHeaders(hasBody: boolean): Record<string, string> {
  const key = secret('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const headers: Record<string, string> = { apikey: key, authorization: `Bearer ${key}`, accept: 'application/json' };
  if (hasBody) headers['content-type'] = 'application/json';
  return headers;
}

/**
 * A request to the REST API as the service role (row-level security does not apply): `path` is
 * what follows /rest/v1/. Answers the parsed JSON body, or null for an empty one; throws on any
 * non-2xx answer, with PostgREST's message.
 */
export async function serviceRest<T>(fetchImpl: FetchLike, path: string, init: { method?: string; body?: unknown; prefer?: string } = {}): Promise<T> {
  const headers = serviceHeaders(init.body !== undefined);
  if (init.prefer) headers.prefer = init.prefer;
  const method = init.method ?? 'GET';
  const res = await fetchImpl(`${supabaseUrl()}/rest/v1/${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (!res.ok) {
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { code?: string }).code;
    } catch {
      // not PostgREST's JSON error
    }
    throw new RestError(`${method} /rest/v1/${path.split('?')[0]} failed: ${res.status} ${text}`, res.status, code);
  }
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A request to the Storage API as the service role: `path` is what follows /storage/v1/. Answers
 * the parsed JSON body; throws on any non-2xx answer, with storage's message.
 */
export async function serviceStorage<T>(fetchImpl: FetchLike, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const res = await fetchImpl(`${supabaseUrl()}/storage/v1/${path}`, {
    method,
    headers: serviceHeaders(init.body !== undefined),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /storage/v1/${path} failed: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Compares in time that depends on the length only, so a guess learns nothing from the answer's timing. */
function sameSecret(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  if (x.length !== y.length) return false;
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= x[i] ^ y[i];
  return diff === 0;
}

/** Whether the request's bearer token is this project's service role key. */
export function isServiceRoleRequest(request: Request): boolean {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const key = secret('SUPABASE_SERVICE_ROLE_KEY');
  return Boolean(token && key && sameSecret(token, key));
}
