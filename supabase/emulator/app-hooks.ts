import type { EmulatorContext } from './context.ts';
import type { Db } from './db.ts';
import type { RestHooks } from './rest/http.ts';
import { schedulePhotoCleanup } from './storage/cleanup.ts';

// Manzil's own background work, which hosted Supabase runs with pg_cron: the emulator's generic
// APIs know nothing of listings or photos, and call in here through their hooks.

/** Tables whose deletes queue stored photos for removal (a listing's folder, a single photo). */
const PHOTO_QUEUE_TABLES = new Set(['properties', 'property_images']);
const CLEANUP_INTERVAL_MS = 60_000;
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

export interface AppHooks {
  /** Given to the REST API: what to do after its writes commit. */
  rest: RestHooks;
  /** Starts the timers (and a first catch-up run). */
  start(): void;
  stop(): void;
}

export function createAppHooks(ctx: EmulatorContext): AppHooks {
  let stopTimers: (() => void) | null = null;
  return {
    rest: {
      afterCommit: [
        // A deleted listing or photo (directly or by cascade) leaves photos for storage to remove.
        (write) => {
          if (write.method === 'DELETE' && write.table && PHOTO_QUEUE_TABLES.has(write.table)) schedulePhotoCleanup(ctx);
        },
      ],
    },
    start() {
      // Deletes that bypass the REST API (users removed with their listings, SQL) are caught up here.
      schedulePhotoCleanup(ctx);
      const cleanup = setInterval(() => schedulePhotoCleanup(ctx), CLEANUP_INTERVAL_MS);
      cleanup.unref();
      const stopFeaturedExpiry = startFeaturedExpiry(ctx.db);
      stopTimers = () => {
        clearInterval(cleanup);
        stopFeaturedExpiry();
      };
    },
    stop() {
      stopTimers?.();
      stopTimers = null;
    },
  };
}
