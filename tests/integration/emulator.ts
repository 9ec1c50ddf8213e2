import { createClient, type SupabaseClient as UntypedClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/emulator/config.ts';
import { createEmulator, type Emulator } from '../../supabase/emulator/server.ts';
import { createTestDatabase } from './test-database.ts';

export const API_URL = 'http://127.0.0.1:54321';
export { ANON_KEY, SERVICE_ROLE_KEY };

/** The public URL of an object in property-images, as the app stores it in property_images.image_url. */
export const publicImageUrl = (path: string) => `${API_URL}/storage/v1/object/public/property-images/${path}`;

type SupabaseClient = UntypedClient<Database>;

export interface TestEmulator extends Emulator {
  /**
   * A supabase-js client (anon key) whose requests go to this emulator in-process, from its own
   * client address (a fresh one unless `address` is given), as separate people would.
   */
  client(options?: { key?: string; storageKey?: string; address?: string }): SupabaseClient;
  /** Handles one raw request as if it came from `address` (default 127.0.0.1). */
  fetchFrom(request: Request, address?: string): Promise<Response>;
  /** The service-role client (bypasses RLS), for arranging test data. */
  admin: SupabaseClient;
  /** Creates a confirmed user with the admin API and returns a signed-in client for them. */
  signedInUser(email?: string, password?: string): Promise<{ client: SupabaseClient; id: string; email: string; password: string }>;
  stop(): Promise<void>;
}

let counter = 0;

/** A TCP port free on 127.0.0.1 right now (for servers a test starts over real HTTP). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Auth's emails an hour (all recipients) a test emulator allows unless told otherwise: more than a
 * test file sends, where config.toml's email_sent would stop its sign-ups.
 */
const TEST_EMAILS_PER_HOUR = 1000;

/**
 * How long a test emulator lets a held connection go before it answers further requests busy
 * (the product's 1 s unless told otherwise): on a machine busy with other work an ordinary
 * sign-up's bcrypt can hold PGlite's one connection past 1 s, and a test must not fail for that.
 * The tests of the busy answers themselves pass the product's own BUSY_MS.
 */
const TEST_BUSY_MS = 10_000;

/**
 * A fresh emulator for one test file: PGlite in a temporary folder, or, when DATABASE_URL is set, a new
 * PostgreSQL database created for this file and dropped afterwards. Migrations and seed applied
 * (copied from the run's template: test-database.ts).
 */
export async function startTestEmulator(
  options: {
    seed?: boolean;
    functionsDir?: string;
    functionEnv?: Record<string, string>;
    emailConfirmations?: boolean;
    /**
     * The app's jobs (photo removal, alerts, featured expiry) on their timers and after writes. Off
     * unless a test asks: a job running beside a test holds the database, and a test must not
     * depend on when a timer fires. Tests run the jobs by hand through `appHooks`.
     */
    backgroundJobs?: boolean;
    trustedProxies?: string;
    /** Replaces config.toml's email_sent; TEST_EMAILS_PER_HOUR unless given. */
    emailsPerHour?: number;
    /** When a held connection makes further requests busy; TEST_BUSY_MS unless given. */
    busyMs?: number;
  } = {},
): Promise<TestEmulator> {
  const storageDir = await mkdtemp(join(tmpdir(), 'manzil-storage-'));
  const database = await createTestDatabase({ seed: options.seed ?? true });
  const emulator = await createEmulator({
    databaseUrl: database.databaseUrl,
    dataDir: database.dataDir,
    storageDir,
    apiUrl: API_URL,
    seed: options.seed ?? true,
    functionsDir: options.functionsDir,
    functionEnv: options.functionEnv,
    emailConfirmations: options.emailConfirmations,
    backgroundJobs: options.backgroundJobs ?? false,
    trustedProxies: options.trustedProxies ?? '',
    emailsPerHour: options.emailsPerHour ?? TEST_EMAILS_PER_HOUR,
    busyMs: options.busyMs ?? TEST_BUSY_MS,
  });
  let addresses = 0;
  const client = (opts: { key?: string; storageKey?: string; address?: string } = {}) => {
    const clientAddress = opts.address ?? `10.${Math.floor(addresses / 65536) % 256}.${Math.floor(addresses / 256) % 256}.${addresses++ % 256}`;
    const inProcessFetch: typeof fetch = async (input, init) => emulator.fetch(new Request(input, init), { clientAddress });
    return createClient<Database>(API_URL, opts.key ?? ANON_KEY, {
      global: { fetch: inProcessFetch },
      // Node 20 has no global WebSocket; supabase-js insists on one for realtime (unused here).
      realtime: { transport: WebSocket as never },
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storageKey: opts.storageKey,
      },
    });
  };
  const admin = client({ key: SERVICE_ROLE_KEY });
  return {
    ...emulator,
    client,
    admin,
    fetchFrom: (request, address) => emulator.fetch(request, { clientAddress: address }),
    async signedInUser(email = `user${Date.now()}${counter++}@example.com`, password = 'Passw0rd!') {
      const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
      if (created.error) throw created.error;
      const c = client();
      const signedIn = await c.auth.signInWithPassword({ email, password });
      if (signedIn.error) throw signedIn.error;
      return { client: c, id: created.data.user.id, email, password };
    },
    async stop() {
      await emulator.close();
      await database.drop();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
