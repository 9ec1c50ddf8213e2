import type { TrustedProxies } from './client-address.ts';
import type { Db } from './db/types.ts';
import type { Limits } from './limits.ts';
import type { Mailbox } from './mailbox.ts';

/** What every part of the emulator (auth, rest, storage, functions) is built from. */
export interface EmulatorContext {
  db: Db;
  mailbox: Mailbox;
  /** Public base URL of the API, e.g. http://127.0.0.1:54321 (used in links and public URLs). */
  apiUrl: string;
  /** Base URL of the local inbox, e.g. http://127.0.0.1:54324: where the functions' emails go. */
  inboxUrl: string;
  /** The auth site URL: where email links land when no redirect_to is allowed. */
  siteUrl: string;
  /** Folder holding storage object bytes. */
  storageDir: string;
  /** Folder holding supabase/functions/<name>/. */
  functionsDir: string;
  /** Whether sign-up must confirm the email first ([auth.email] enable_confirmations). */
  emailConfirmations: boolean;
  /** Environment (secrets) edge functions read through Deno.env / process.env. */
  functionEnv: Record<string, string>;
  /** Per-address and per-email request limits (auth, timeouts). */
  limits: Limits;
  /** Proxies whose X-Forwarded-For decides the client address those limits key on. */
  trustedProxies: TrustedProxies;
}
