import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/idle';
import { restoreKeptReads } from './query-persistence';

interface Props {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** Called once the kept reads are back in the cache (or there were none to restore). */
  onRestored(): void;
  children: ReactNode;
}

/**
 * The query client, with the reads kept on the device (query-persistence.ts) restored into it.
 * Offline at start, queries wait for them, so a page shows what was kept rather than an offline
 * state. Online, reads go to the network at once and the kept copy is restored when the page is
 * idle, filling only what the network has not answered (restoreKeptReads); the
 * device store (Dexie) then loads after the page's own code instead of competing with it.
 */
export function PersistedQueryClientProvider({ client, persistOptions, onRestored, children }: Props) {
  const [waitForRestore] = useState(() => typeof navigator !== 'undefined' && !navigator.onLine);
  const [restoring, setRestoring] = useState(waitForRestore);
  useEffect(() => {
    let cancelled = false;
    const restore = () =>
      void restoreKeptReads(client, persistOptions).finally(() => {
        if (cancelled) return;
        setRestoring(false);
        onRestored();
      });
    if (waitForRestore) restore();
    else whenIdle(restore);
    return () => {
      cancelled = true;
    };
    // Once per page: the client and options are made once in main.tsx.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
