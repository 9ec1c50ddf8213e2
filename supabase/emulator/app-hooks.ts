import { createHandler as createPhotoRemover, type RemovalReport } from '../functions/remove-deleted-photos/handler.ts';
import { createHandler as createAlertSender, type AlertsReport } from '../functions/send-alerts/handler.ts';
import type { EmulatorContext } from './context.ts';
import type { Db } from './db/types.ts';
import { installDenoShim, withFunctionEnv } from './functions/deno-shim.ts';
import { functionEnvironment } from './functions/routes.ts';
import type { RestHooks } from './rest/http.ts';

// Manzil's own background work, which hosted Supabase runs with pg_cron: the emulator's generic
// APIs know nothing of listings or photos, and call in here through their hooks.

/** Tables whose deletes queue stored photos for removal (a listing's folder, a single photo). */
const PHOTO_QUEUE_TABLES = new Set(['properties', 'property_images']);
const PHOTO_REMOVAL_INTERVAL_MS = 60_000;
/** Tables whose writes queue alerts: listings (matches for saved searches) and messages (enquiries). */
const ALERT_QUEUE_TABLES = new Set(['properties', 'messages']);
/** How often send-alerts runs besides after those writes: daily digests, retries, writes by SQL. */
const ALERTS_INTERVAL_MS = 60_000;
/** The longest the emulator waits between runs of expire_featured_listings(). */
const FEATURED_EXPIRY_MAX_WAIT_MS = 60_000;

/**
 * Lists order by the stored featured_rank, which expire_featured_listings() lowers once a
 * featuring has ended (pg_cron runs it on hosted Supabase). The emulator runs it itself, at the
 * moment the next featuring ends or at least every minute, so lists stay in step with the badge.
 */
function startFeaturedExpiry(db: Db) {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = async () => {
    let wait = FEATURED_EXPIRY_MAX_WAIT_MS;
    try {
      await db.query('select public.expire_featured_listings()');
      const { rows } = await db.query<{ wait_ms: number | null }>(
        `select (extract(epoch from min(featured_until) - now()) * 1000)::float8 as wait_ms from public.properties where featured_rank > 0`,
      );
      const next = rows[0]?.wait_ms;
      if (next !== null && next !== undefined) wait = Math.min(wait, Math.max(0, Number(next)) + 20);
    } catch {
      // Busy (a long statement holds PGlite) or closing: try again shortly.
      wait = 5_000;
    }
    if (stopped) return;
    timer = setTimeout(() => void run(), wait);
    timer.unref();
  };
  void run();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}

/** Reaches the emulator's API and inbox in-process. */
export interface InProcess {
  api: (request: Request) => Promise<Response>;
  inbox: (request: Request) => Promise<Response>;
}

/**
 * A fetch for the app's functions: this emulator's API and inbox in-process, anything else (push
 * services) over the network.
 */
function functionFetch(ctx: EmulatorContext, reach: InProcess) {
  const api = new URL(ctx.apiUrl).origin;
  const inbox = new URL(ctx.inboxUrl).origin;
  return (input: string, init?: RequestInit): Promise<Response> => {
    const origin = new URL(input).origin;
    if (origin === api) return reach.api(new Request(input, init));
    if (origin === inbox) return reach.inbox(new Request(input, init));
    return fetch(input, init);
  };
}

/**
 * Runs an edge function's own handler as the service role (a POST to it), with its requests
 * answered by this emulator in-process. Runs take turns; calls made while one waits share it, so
 * a burst of writes costs one run after the current one.
 */
function serviceJob<Report>(ctx: EmulatorContext, name: string, handler: (request: Request) => Promise<Response>) {
  installDenoShim();
  const env = functionEnvironment(ctx);
  const invoke = async (): Promise<Report> => {
    const request = new Request(`${ctx.apiUrl}/functions/v1/${name}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}` },
    });
    const res = await withFunctionEnv(env, () => handler(request));
    const body = (await res.json()) as Report & { error?: string; failed?: number };
    if (!res.ok) throw new Error(body.error ?? `${body.failed} of ${name}'s steps failed`);
    return body;
  };
  let tail: Promise<unknown> = Promise.resolve();
  let waiting: Promise<Report> | null = null;
  return {
    run(): Promise<Report> {
      if (waiting) return waiting;
      const run = tail.then(() => {
        waiting = null;
        return invoke();
      });
      waiting = run;
      tail = run.catch(() => undefined);
      return run;
    },
    /** Settles once the runs asked for so far have ended. */
    settled: () => tail.then(() => undefined),
  };
}

export interface AppHooks {
  /** Given to the REST API: what to do after its writes commit. */
  rest: RestHooks;
  /**
   * Runs remove-deleted-photos now (after a run in progress, if any) and answers what it did.
   * Tests await it to see a delete through.
   */
  removeDeletedPhotos(): Promise<RemovalReport>;
  /**
   * Runs send-alerts now (after a run in progress, if any) and answers what it did; `now` is the
   * clock its daily digest keeps for this run. Tests await it.
   */
  sendAlerts(now?: number): Promise<AlertsReport>;
  /** Starts the timers (and a first catch-up run). */
  start(): void;
  /** Stops the timers; settles once a run in progress has ended. */
  stop(): Promise<void>;
}

/**
 * The app's hooks. `reach` answers requests with the emulator's API and inbox in-process; with
 * `automatic` false nothing runs by itself (tests that run the jobs by hand).
 */
export function createAppHooks(ctx: EmulatorContext, reach: InProcess, automatic = true): AppHooks {
  const fetchImpl = functionFetch(ctx, reach);
  const photos = serviceJob<RemovalReport>(ctx, 'remove-deleted-photos', createPhotoRemover({ fetch: fetchImpl }));
  // The clock of the daily digest: a test's run may set its own.
  let alertClock: number | undefined;
  const alerts = serviceJob<AlertsReport>(ctx, 'send-alerts', createAlertSender({ fetch: fetchImpl, now: () => alertClock ?? Date.now() }));
  // Errors are logged, never thrown: the write that asked for the run has succeeded.
  const soon = (job: { run(): Promise<unknown> }, what: string) => () => {
    job.run().catch((error: unknown) => {
      console.warn(`[emulator] ${what} failed: ${(error as Error).message}`);
    });
  };
  const removeSoon = soon(photos, 'removing deleted listing photos');
  const alertSoon = soon(alerts, 'sending alerts');
  let stopTimers: (() => void) | null = null;
  return {
    rest: {
      afterCommit: automatic
        ? [
            // A deleted listing or photo (directly or by cascade) leaves photos for storage to remove.
            (write) => {
              if (write.method === 'DELETE' && write.table && PHOTO_QUEUE_TABLES.has(write.table)) removeSoon();
            },
            // A listing published or changed, or a message sent: alerts to send.
            (write) => {
              if (write.method !== 'DELETE' && write.table && ALERT_QUEUE_TABLES.has(write.table)) alertSoon();
            },
          ]
        : [],
    },
    removeDeletedPhotos: photos.run,
    sendAlerts: async (now) => {
      if (now === undefined) return alerts.run();
      // Waits for the runs asked for so far, so the clock is this run's alone.
      await alerts.settled();
      alertClock = now;
      try {
        return await alerts.run();
      } finally {
        alertClock = undefined;
      }
    },
    start() {
      if (!automatic || stopTimers) return;
      // Deletes that bypass the REST API (users removed with their listings, SQL) are caught up here.
      removeSoon();
      const removal = setInterval(removeSoon, PHOTO_REMOVAL_INTERVAL_MS);
      removal.unref();
      alertSoon();
      const alerting = setInterval(alertSoon, ALERTS_INTERVAL_MS);
      alerting.unref();
      const stopFeaturedExpiry = startFeaturedExpiry(ctx.db);
      stopTimers = () => {
        clearInterval(removal);
        clearInterval(alerting);
        stopFeaturedExpiry();
      };
    },
    async stop() {
      stopTimers?.();
      stopTimers = null;
      await Promise.all([photos.settled(), alerts.settled()]);
    },
  };
}
