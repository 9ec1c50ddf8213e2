import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ANON_KEY, API_PORT, INBOX_PORT, LISTEN_HOST, SERVICE_ROLE_KEY, TRUSTED_PROXIES, USING_DEMO_SECRET } from './config.ts';
import { assertKeysMatchSecret } from './jwt.ts';
import { createEmulator, listen } from './server.ts';

export const PROJECT_ROOT = resolve(new URL('../..', import.meta.url).pathname);

export interface RunOptions {
  /** Delete the local PGlite data and storage first, so migrations and seed run afresh. */
  reset?: boolean;
  /** Only prepare the database, do not serve. */
  prepareOnly?: boolean;
  quiet?: boolean;
  /** Proxies to trust for X-Forwarded-For besides EMULATOR_TRUSTED_PROXIES (npm start's own app server). */
  alsoTrustedProxies?: readonly string[];
}

/**
 * The functions' secrets on the local stack: this process's environment, the app's address for
 * links back to it, and the test checkout as the payment provider unless a real one is
 * configured, so featuring a listing works out of the box. (Hosted Supabase has no provider until
 * one is set, and the functions then say payments are not set up.)
 */
function localFunctionEnv(siteUrl: string): Record<string, string> {
  const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => typeof e[1] === 'string'));
  env.SITE_URL = siteUrl;
  if (!env.PAYMENT_PROVIDER && !env.STRIPE_SECRET_KEY) env.PAYMENT_PROVIDER = 'test';
  return env;
}

/**
 * Starts the emulator as `npm start` and `npm run emulator` use it: PGlite under .data/
 * (or PostgreSQL at DATABASE_URL), the API on 54321 and the inbox on 54324.
 */
export async function runEmulator(options: RunOptions = {}) {
  const dataRoot = resolve(process.env.EMULATOR_DATA_DIR ?? join(PROJECT_ROOT, '.data'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const log = (message: string) => {
    if (!options.quiet) console.log(`[emulator] ${message}`);
  };

  if (options.reset) {
    if (databaseUrl) throw new Error('reset only manages the local PGlite data; recreate the PostgreSQL database yourself');
    await rm(dataRoot, { recursive: true, force: true });
    log(`removed ${dataRoot}`);
  }

  await assertKeysMatchSecret();
  const started = Date.now();
  const siteUrl = process.env.SITE_URL ?? 'http://localhost:4173';
  const emulator = await createEmulator({
    databaseUrl,
    dataDir: databaseUrl ? undefined : join(dataRoot, 'pglite'),
    storageDir: join(dataRoot, 'storage'),
    secretsFile: join(dataRoot, 'local-secrets.json'),
    apiUrl: process.env.API_EXTERNAL_URL ?? `http://127.0.0.1:${API_PORT}`,
    siteUrl,
    functionEnv: localFunctionEnv(siteUrl),
    trustedProxies: [...TRUSTED_PROXIES.split(','), ...(options.alsoTrustedProxies ?? [])].map((entry) => entry.trim()).filter(Boolean),
    log,
  });
  if (options.prepareOnly) {
    await emulator.close();
    return { stop: async () => {} };
  }

  const servers = await listen(emulator);
  log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  log(`database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${join(dataRoot, 'pglite')}`}`);
  log(`API:   http://${LISTEN_HOST}:${API_PORT} (auth, rest, storage, functions under /<service>/v1)`);
  log(`inbox: http://${LISTEN_HOST}:${INBOX_PORT}`);
  const proxies = emulator.ctx.trustedProxies;
  if (!proxies.none) log(`client addresses: from X-Forwarded-For of requests from ${proxies.entries.join(', ')} (EMULATOR_TRUSTED_PROXIES)`);
  log(`anon key: ${ANON_KEY}`);
  if (USING_DEMO_SECRET) log('keys are signed with Supabase\'s public demo secret: local use only (set JWT_SECRET otherwise)');
  log(`service_role key (local only): ${SERVICE_ROLE_KEY}`);

  let stopped: Promise<void> | null = null;
  return {
    /** Stops accepting requests, lets open ones finish, then closes the database cleanly. */
    stop: () =>
      (stopped ??= (async () => {
        await servers.close();
        await emulator.close();
        log('stopped cleanly');
      })()),
  };
}

/** Stops `stop` on SIGINT/SIGTERM, then exits. */
export function stopOnSignals(stop: () => Promise<void>) {
  const handler = (signal: string) => {
    console.log(`\n${signal} received, shutting down...`);
    stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => handler('SIGINT'));
  process.once('SIGTERM', () => handler('SIGTERM'));
}
