import { createClient } from '@supabase/supabase-js';
import { fetchNotingRetryAfter } from '@/offline/write-error';
import { env } from './env';

/** The one Supabase client of the app: anon key only; row-level security decides the rest. */
export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  global: { fetch: fetchNotingRetryAfter },
});

/**
 * A client that never has a session: what a signed-out visitor queued (a contact message) is
 * sent as a visitor even if someone has signed in on this device since.
 */
export const visitorSupabase = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'manzil-visitor' },
  global: { fetch: fetchNotingRetryAfter },
});
