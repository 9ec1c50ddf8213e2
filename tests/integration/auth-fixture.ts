import type { SupabaseClient } from '@supabase/supabase-js';
import { ANON_KEY, API_URL, type TestEmulator } from './emulator.ts';

// What the auth tests share: the password their users sign up with, an email address of its own
// for each user, and signing in or calling the auth API as a client would.

export const PASSWORD = 'Passw0rd!';

let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${counter++}@example.com`;

export async function signIn(emulator: TestEmulator, email: string, password = PASSWORD): Promise<SupabaseClient> {
  const client = emulator.client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** A request to the auth API with the anon key, as the user whose access token is `token` (else as anon). */
export async function rawAuth(emulator: TestEmulator, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', ANON_KEY);
  headers.set('authorization', `Bearer ${init.token ?? ANON_KEY}`);
  return emulator.fetch(new Request(`${API_URL}/auth/v1${path}`, { ...init, headers }));
}
