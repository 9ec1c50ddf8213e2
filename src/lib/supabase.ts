import type { GoTrueClient as AuthClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { fetchKeepingRetryAfter } from './retry-after';
import { env } from './env';

// Every page reads the database; few upload photos, call an edge function or have anyone signed
// in, and none uses realtime. So the browser's client is built from supabase-js's own REST and
// auth parts (the same packages and versions supabase-js uses): the REST client at once, the auth
// client (22 KiB gzip) on first use, which for a visitor with no stored session is when the page is
// idle or a sign-in starts. Edge functions load on first call (invokeFunction), and the outbox,
// which uploads photos, adds supabase-js's storage client in its own chunk (src/app/send-outbox.ts).
// Realtime is in no chunk. A full supabase-js client is assignable to each client type below, so
// the app's functions work with either (the integration tests pass full clients).

/** The promise-returning auth calls the app makes; each loads the auth client first if needed. */
type AuthCalls = Pick<AuthClient, 'getSession' | 'signInWithPassword' | 'signUp' | 'resend' | 'resetPasswordForEmail' | 'updateUser' | 'signOut' | 'refreshSession'>;

/** The database alone: what a read or write that never asks about the session needs. */
export type RestClient = Pick<SupabaseClient<Database>, 'from' | 'rpc' | 'schema'>;

/** The database and auth: what the app's reads and writes use. */
export type DbClient = RestClient & { auth: AuthCalls };

/** The database and storage: what the outbox sends queued writes, photo uploads among them, with. */
export type WriteClient = RestClient & Pick<SupabaseClient<Database>, 'storage'>;

/** supabase-js's default session key for this project ('sb-<first label of the host>-auth-token'), so sessions carry over. */
const storageKey = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`;

let authClient: Promise<AuthClient> | undefined;

/**
 * The auth client, made once: it restores the stored session (refreshing it if due), takes a
 * session from a sign-in, confirmation or reset link in the URL, and keeps tabs in step.
 */
export function loadAuthClient(): Promise<AuthClient> {
  authClient ??= import('@supabase/auth-js').then(
    ({ GoTrueClient }) =>
      new GoTrueClient({
        url: `${env.supabaseUrl}/auth/v1`,
        headers: { Authorization: `Bearer ${env.supabaseAnonKey}`, apikey: env.supabaseAnonKey },
        storageKey,
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'implicit',
        fetch: fetchKeepingRetryAfter,
      }),
    (error: unknown) => {
      // Offline before the chunk was ever fetched: let the next call try again.
      authClient = undefined;
      throw error;
    },
  );
  return authClient;
}

/**
 * Whether a session may exist without asking the auth client: one stored by an earlier visit or
 * another tab, or a link carrying one (GoTrue redirects with #access_token=... or an error).
 * When not, the visitor is anonymous and the page need not wait for the auth client.
 */
export function mayHaveSession(): boolean {
  if (authClient) return true;
  // The app's server renders pages as a visitor, with the anon key alone.
  if (typeof window === 'undefined') return false;
  try {
    if (window.localStorage.getItem(storageKey) !== null) return true;
  } catch {
    return true; // Storage unreadable: let the auth client decide.
  }
  return /(?:^|[#&?])(?:access_token|error_description)=/.test(`${window.location.search}${window.location.hash}`);
}

/**
 * Ends the session on this device only, without asking the server (there is no connection):
 * hands the stored session's refresh token to `keep` first (to revoke it at the server later),
 * then removes the session, so supabase-js signs out without a request and announces SIGNED_OUT
 * here and in the site's other tabs.
 */
export async function endSessionOnDevice(keep: (refreshToken: string) => void): Promise<void> {
  const auth = await loadAuthClient();
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null') as { refresh_token?: unknown } | null;
    if (typeof stored?.refresh_token === 'string' && stored.refresh_token) keep(stored.refresh_token);
    window.localStorage.removeItem(storageKey);
  } catch {
    // Storage unreadable: nothing stored to keep or remove.
  }
  // No session stored: supabase-js skips the server and only clears and announces.
  await auth.signOut({ scope: 'local' });
}

/** The signed-in user's access token, or null for a visitor (who is sent the anon key). */
async function currentAccessToken(): Promise<string | null> {
  if (!mayHaveSession()) return null;
  return (await (await loadAuthClient()).getSession()).data.session?.access_token ?? null;
}

/**
 * How long a read may go unanswered before it counts as failed. On weak signal the browser says it
 * is online while requests hang; the page shows what the device kept meanwhile, and a read that
 * failed goes again with the connection's next sign of life (src/app/start-outbox.ts). Writes are not
 * cut short: a photo upload on a slow line may take longer, and the outbox retries them anyway.
 */
export const READ_TIMEOUT_MS = 8000;

/** The caller's signal (if any) and a timeout for reads. */
function withReadTimeout(init: RequestInit | undefined, timeoutMs: number): AbortSignal | undefined {
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return init?.signal ?? undefined;
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!init?.signal) return timeout;
  // Browsers before AbortSignal.any (Safari < 17.4) keep the caller's signal alone.
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([init.signal, timeout]) : init.signal;
}

/**
 * Headers the app's server adds to the requests it makes for a page (the visitor's address, so
 * each visitor spends their own share of the API's per-address limits: src/server/visitor.ts).
 * The browser adds none.
 */
let serverRequestHeaders: () => Record<string, string> | undefined = () => undefined;

export function setServerRequestHeaders(headers: typeof serverRequestHeaders): void {
  serverRequestHeaders = headers;
}

/** A token-aware fetch as supabase-js makes one: the anon key as apikey, `token()`'s answer (else the anon key) as the bearer. */
export function fetchWithToken(token: () => Promise<string | null>, readTimeoutMs = READ_TIMEOUT_MS): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(serverRequestHeaders() ?? {})) headers.set(name, value);
    if (!headers.has('apikey')) headers.set('apikey', env.supabaseAnonKey);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${(await token()) ?? env.supabaseAnonKey}`);
    return fetchKeepingRetryAfter(input, { ...init, headers, signal: withReadTimeout(init, readTimeoutMs) });
  };
}

function lazyAuthCall<K extends keyof AuthCalls>(name: K): AuthCalls[K] {
  return (async (...args: unknown[]) => {
    const client = await loadAuthClient();
    return (client[name] as (...callArgs: unknown[]) => unknown).apply(client, args);
  }) as AuthCalls[K];
}

/**
 * supabase-js's REST client, as it makes one for this project. At the app's server a read that
 * fails is not retried: the page is answered 503 with Retry-After at once rather than after
 * the client's backoff (1, 2 and 4 s).
 */
export const restClient = (fetch: typeof globalThis.fetch) => new PostgrestClient<Database>(`${env.supabaseUrl}/rest/v1`, { fetch, retry: typeof window !== 'undefined' });

const rest = restClient(fetchWithToken(currentAccessToken));

/** The one Supabase client of the app: anon key only; row-level security decides the rest. */
export const supabase: DbClient = {
  // The same query builders supabase-js hands out, typed by the same Database.
  from: rest.from.bind(rest),
  rpc: rest.rpc.bind(rest),
  schema: rest.schema.bind(rest),
  auth: {
    getSession: lazyAuthCall('getSession'),
    signInWithPassword: lazyAuthCall('signInWithPassword'),
    signUp: lazyAuthCall('signUp'),
    resend: lazyAuthCall('resend'),
    resetPasswordForEmail: lazyAuthCall('resetPasswordForEmail'),
    updateUser: lazyAuthCall('updateUser'),
    signOut: lazyAuthCall('signOut'),
    refreshSession: lazyAuthCall('refreshSession'),
  },
};

/** Calls an edge function as the signed-in user (or a visitor); the functions client loads on first call. */
export async function invokeFunction<T>(name: string, options: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: Record<string, unknown> } = {}) {
  const { FunctionsClient } = await import('@supabase/functions-js');
  const client = new FunctionsClient(`${env.supabaseUrl}/functions/v1`, { customFetch: fetchWithToken(currentAccessToken) });
  return client.invoke<T>(name, options);
}
