import { AuthClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { fetchNotingRetryAfter } from '@/offline/write-error';
import { env } from './env';

// Every page reads the database and knows the session; few upload photos or call an edge function,
// and none uses realtime. So the browser's client is built from supabase-js's own auth and REST
// parts (the same packages and versions supabase-js uses); edge functions load on first call
// (invokeFunction), and the outbox, which uploads photos, makes full clients in its own chunk. A
// full supabase-js client is assignable to DbClient, so the app's functions work with either.

/** The database and auth: what the app's reads and writes use. */
export type DbClient = Pick<SupabaseClient, 'from' | 'rpc' | 'schema' | 'auth'>;

type AuthOptions = { persistSession: boolean; autoRefreshToken: boolean; detectSessionInUrl: boolean; storageKey?: string };

/** supabase-js's default session key for this project ('sb-<first label of the host>-auth-token'), so sessions carry over. */
const defaultStorageKey = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`;

/** A token-aware fetch as supabase-js makes one: the session's access token, else the anon key. */
function fetchWithToken(accessToken: () => Promise<string | null | undefined>): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', env.supabaseAnonKey);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${(await accessToken()) ?? env.supabaseAnonKey}`);
    return fetchNotingRetryAfter(input, { ...init, headers });
  };
}

function createBrowserClient(auth: AuthOptions): DbClient {
  const authClient = new AuthClient({
    url: `${env.supabaseUrl}/auth/v1`,
    headers: { Authorization: `Bearer ${env.supabaseAnonKey}`, apikey: env.supabaseAnonKey },
    storageKey: auth.storageKey ?? defaultStorageKey,
    persistSession: auth.persistSession,
    autoRefreshToken: auth.autoRefreshToken,
    detectSessionInUrl: auth.detectSessionInUrl,
    flowType: 'implicit',
    fetch: fetchNotingRetryAfter,
  });
  const rest = new PostgrestClient(`${env.supabaseUrl}/rest/v1`, {
    fetch: fetchWithToken(async () => (await authClient.getSession()).data.session?.access_token),
  });
  // The same query builders supabase-js hands out; only its generics are spelled differently.
  return {
    auth: authClient,
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    schema: rest.schema.bind(rest),
  } as unknown as DbClient;
}

/** The one Supabase client of the app: anon key only; row-level security decides the rest. */
export const supabase = createBrowserClient({ persistSession: true, autoRefreshToken: true, detectSessionInUrl: true });

/** The signed-in user's token, else the anon key (a visitor). */
async function currentToken(): Promise<string> {
  return (await supabase.auth.getSession()).data.session?.access_token ?? env.supabaseAnonKey;
}

/** Calls an edge function as the signed-in user (or a visitor); the functions client loads on first use. */
export async function invokeFunction<T>(name: string, options: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: Record<string, unknown> } = {}) {
  const { FunctionsClient } = await import('@supabase/functions-js');
  const client = new FunctionsClient(`${env.supabaseUrl}/functions/v1`, { customFetch: fetchWithToken(currentToken) });
  return client.invoke<T>(name, options);
}
