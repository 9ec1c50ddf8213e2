import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serve, type ServerType } from '@hono/node-server';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createAppHooks, type AppHooks } from './app-hooks.ts';
import { createAuthApp } from './auth/routes.ts';
import { TrustedProxies } from './client-address.ts';
import { API_PORT, INBOX_PORT, LISTEN_HOST, TRUSTED_PROXIES, USING_DEMO_SECRET } from './config.ts';
import type { EmulatorContext } from './context.ts';
import { openDb, type DbOptions } from './db/open-db.ts';
import type { Db } from './db/types.ts';
import { createFunctionsApp } from './functions/routes.ts';
import { clientAddressFrom, cors, noSniff, type InProcessEnv } from './http.ts';
import { createLimits } from './limits.ts';
import { localSecrets } from './local-secrets.ts';
import { createInboxApp, Mailbox } from './mailbox.ts';
import { authConfig } from './project-config.ts';
import { createRestApp, type RestHooks } from './rest/http.ts';
import { setupDatabase, SUPABASE_DIR, type SetupLog } from './setup.ts';
import { createStorageApp } from './storage/routes.ts';

/**
 * The whole API as one web-standard app: /auth/v1, /rest/v1, /storage/v1, /functions/v1.
 * `restHooks` lets the app's own work follow REST writes.
 */
export function createApiApp(ctx: EmulatorContext, restHooks: RestHooks = {}) {
  const app = new Hono();
  app.use('*', noSniff);
  app.use('*', clientAddressFrom(ctx.trustedProxies));
  app.use('*', cors);
  // JSON and text answers gzip-compressed when the client asks (as Supabase's gateway does): a
  // page of 24 listings shrinks about fivefold. Photos are already compressed and pass as they are.
  app.use('*', compress());
  app.route('/auth/v1', createAuthApp(ctx));
  app.route('/rest/v1', createRestApp(ctx, restHooks));
  app.route('/storage/v1', createStorageApp(ctx));
  app.route('/functions/v1', createFunctionsApp(ctx));
  app.get('/', (c) => c.json({ name: 'Manzil local Supabase emulator', services: ['auth', 'rest', 'storage', 'functions'] }));
  app.notFound((c) => c.json({ code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    console.error(`[emulator] ${c.req.method} ${c.req.path}:`, error);
    return c.json({ code: 'internal_error', message: 'Internal emulator error' }, 500);
  });
  return app;
}

export interface EmulatorOptions extends DbOptions {
  /** Folder for storage objects; defaults to a folder under dataDir, else a temp folder. */
  storageDir: string;
  apiUrl?: string;
  siteUrl?: string;
  seed?: boolean;
  log?: SetupLog;
  functionEnv?: Record<string, string>;
  /**
   * Where the alerts' link-signing key and web push keys are kept (made there on first start);
   * fresh ones each start without it. functionEnv may set them instead.
   */
  secretsFile?: string;
  /** The inbox's public base URL; defaults to http://127.0.0.1:<inbox port>. */
  inboxUrl?: string;
  /** Overrides config.toml's email confirmation setting (tests of the autoconfirm flow). */
  emailConfirmations?: boolean;
  /** Defaults to supabase/functions; tests may point at fixtures. */
  functionsDir?: string;
  /**
   * False: the app's jobs (photo removal after deletes and on a timer, featured expiry, alerts)
   * run only when called through `appHooks`, for tests that run them by hand.
   */
  backgroundJobs?: boolean;
  /**
   * Reverse proxies whose X-Forwarded-For names the client: addresses or CIDR ranges, as a list
   * or comma-separated. Defaults to EMULATOR_TRUSTED_PROXIES (none when unset).
   */
  trustedProxies?: string | readonly string[];
  /** Replaces config.toml's email_sent (auth's emails per hour, all recipients), for test runs. */
  emailsPerHour?: number;
}

export interface Emulator {
  ctx: EmulatorContext;
  db: Db;
  mailbox: Mailbox;
  /**
   * Handles one request. Over HTTP the server passes the socket (the client address comes from
   * it); in-process callers (integration tests) may pass the address themselves.
   */
  fetch: (request: Request, env?: InProcessEnv) => Promise<Response>;
  inboxFetch: (request: Request) => Promise<Response>;
  /** The app's own jobs, such as removing deleted listings' photos. */
  appHooks: AppHooks;
  close(): Promise<void>;
}

/** Opens the database, applies platform, migrations and seed, and builds the apps. */
export async function createEmulator(options: EmulatorOptions): Promise<Emulator> {
  // Checked before anything starts: a malformed list stops the emulator with its reason.
  const trustedProxies = new TrustedProxies(options.trustedProxies ?? TRUSTED_PROXIES);
  const db = await openDb(options);
  await setupDatabase(db, { seed: options.seed, log: options.log });
  // PGlite stops a runaway statement by restarting its worker, which replays the write-ahead log
  // since the last checkpoint; without one here that is every migration and the seed, and everyone
  // waits through it.
  if (db.kind === 'pglite') await db.query('checkpoint');
  await mkdir(options.storageDir, { recursive: true });
  const mailbox = new Mailbox();
  const ctx: EmulatorContext = {
    db,
    mailbox,
    apiUrl: options.apiUrl ?? `http://127.0.0.1:${API_PORT}`,
    inboxUrl: options.inboxUrl ?? `http://127.0.0.1:${INBOX_PORT}`,
    siteUrl: options.siteUrl ?? authConfig.siteUrl,
    storageDir: options.storageDir,
    functionsDir: options.functionsDir ?? join(SUPABASE_DIR, 'functions'),
    functionEnv: { ...(await localSecrets(options.secretsFile)), ...options.functionEnv },
    emailConfirmations: options.emailConfirmations ?? authConfig.emailConfirmations,
    limits: createLimits({ emailsPerHour: options.emailsPerHour }),
    trustedProxies,
  };
  // The hooks reach the API and the inbox in-process; both exist by the time they first run.
  const inbox = createInboxApp(mailbox);
  const hooks = createAppHooks(ctx, { api: async (request) => api.fetch(request), inbox: async (request) => inbox.fetch(request) }, options.backgroundJobs ?? true);
  const api = createApiApp(ctx, hooks.rest);
  hooks.start();
  return {
    ctx,
    db,
    mailbox,
    fetch: async (request, env) => api.fetch(request, env),
    inboxFetch: async (request) => inbox.fetch(request),
    appHooks: hooks,
    close: async () => {
      await hooks.stop();
      await db.close();
    },
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/** Serves an emulator on the API and inbox ports (loopback unless HOST is set); resolves once both listen. */
export async function listen(emulator: Emulator, ports = { api: API_PORT, inbox: INBOX_PORT }, hostname = LISTEN_HOST) {
  if (!LOOPBACK.has(hostname) && USING_DEMO_SECRET) {
    console.warn(`
  WARNING: the Supabase emulator listens on ${hostname} with Supabase's PUBLIC DEMO JWT secret.
  Anyone who can reach this address can sign a service_role token and read or change everything.
  Set JWT_SECRET to a private value of at least 32 characters, or listen on 127.0.0.1 only.
`);
  }
  const start = (fetch: (r: Request) => Promise<Response>, port: number) =>
    new Promise<ServerType>((resolve, reject) => {
      const server = serve({ fetch, port, hostname }, () => resolve(server));
      server.once('error', reject);
    });
  const servers = [await start(emulator.fetch, ports.api), await start(emulator.inboxFetch, ports.inbox)];
  return {
    /** Stops accepting connections; requests still open after graceMs are cut off. */
    async close(graceMs = 1000) {
      const closed = Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
      for (const s of servers) (s as Server).closeIdleConnections();
      const force = setTimeout(() => servers.forEach((s) => (s as Server).closeAllConnections()), graceMs);
      await closed;
      clearTimeout(force);
    },
  };
}
