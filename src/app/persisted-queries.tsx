import { IsRestoringProvider, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/idle';
import { restoreKeptReadsOnce } from './query-persistence';

interface Props {
  client: QueryClient;
  persistOptions: Omit<PersistQueryClientOptions, 'queryClient'>;
  /** Restore the kept reads before anything reads the network (start.tsx has started it); otherwise when the page is idle. */
  restoreFirst: boolean;
  /** Called once the kept reads are back in the cache (or there were none to restore). */
  onRestored(): void;
  children: ReactNode;
}

/**
 * The query client, with the reads kept on the device (query-persistence.ts) restored into it.
 * When the device holds kept reads (or the page starts offline) they are restored first (start.tsx
 * starts that before the route's loader, which waits for it) and queries wait for them, so a page
 * shows what was kept at once while its network reads run behind it (stale-while-revalidate), and
 * weak signal never holds it back. Otherwise (a first visit, or a page the server rendered with its
 * reads) the page does not wait for the device: reads go to the network at once, and the device
 * store (Dexie) loads when the page is idle, after the page's own code.
 */
export function PersistedQueryClientProvider({ client, persistOptions, restoreFirst, onRestored, children }: Props) {
  const [waitForRestore] = useState(restoreFirst);
  const [restoring, setRestoring] = useState(waitForRestore);
  useEffect(() => {
    let cancelled = false;
    const restore = () =>
      void restoreKeptReadsOnce(client, persistOptions).finally(() => {
        if (cancelled) return;
        setRestoring(false);
        onRestored();
      });
    if (waitForRestore) restore();
    else whenIdle(restore);
    return () => {
      cancelled = true;
    };
    // Once per page: the client and options are made once in start.tsx.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
