import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from '@/lib/idle';
import { onChangedReads } from '@/offline/changed-reads';
import { browserConnectionSignals } from '@/offline/connection';
import { loadDb } from '@/offline/load-db';
import { provideWriteKinds } from '@/offline/write-kind';
import { pageLanguageReady } from './page-language-ready';

/**
 * Starts sending queued writes once the outbox holds any (on start, or when this or another tab
 * queues one); after that the engine runs for the tab's life. Most visits never write, so the
 * engine, its handlers and the storage client it uploads photos with are a chunk of their own,
 * off the path to a first paint. Whichever tab sends, the reads a confirmed write changed are
 * refreshed in this one; and a read that failed (one that hung on weak signal, say) goes again at
 * the connection's next sign of life.
 */
export function startSync(queryClient: QueryClient) {
  // Settling a conflict applies its kind's rule, declared with the features' sends.
  provideWriteKinds(() => import('./write-kinds').then((module) => module.writeKindOf));
  onChangedReads((keys) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  });
  browserConnectionSignals.onSignOfLife(
    () => void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' }, { cancelRefetch: false }),
  );
  let started = false;
  // Fetched when the page is idle even with nothing queued: a write queued offline on a first
  // visit (nothing cached yet) must still find the engine when the connection returns.
  const loadEngine = () => import('./send-outbox');
  whenIdle(() => void loadEngine().catch(() => undefined));
  let stopWatching = () => {};
  void Promise.all([import('dexie'), loadDb()]).then(
    ([{ liveQuery }, db]) => {
      if (started) return;
      const subscription = liveQuery(() => db.outbox.count()).subscribe({
        next: (count) => {
          if (count > 0) start();
        },
        // No readable outbox here: start the engine, which reports its own failures.
        error: () => start(),
      });
      stopWatching = () => subscription.unsubscribe();
    },
    () => start(),
  );
  function start() {
    if (started) return;
    started = true;
    // Later, not inside the subscription's own callback.
    queueMicrotask(() => stopWatching());
    // The engine's words (an entry's failure, kept and shown in the pending changes) are in the
    // page's language: it starts once Lingui's shared I18n has the page's messages.
    void Promise.all([loadEngine(), pageLanguageReady()]).then(
      ([engine]) => engine.startSyncEngine(),
      // Offline before the chunk ever arrived: try again when the connection returns.
      () => {
        started = false;
        window.addEventListener('online', start, { once: true });
      },
    );
  }
}
