import { createClient } from '@supabase/supabase-js';
import { env } from './env';

/** The one Supabase client of the app: anon key only; row-level security decides the rest. */
export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});
