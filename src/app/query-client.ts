import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { isRefusal, messageText, type Message } from '@/lib/errors';
import { isBrowserOnline } from '@/lib/use-online';
import { noteReadSucceeded } from '@/offline/connection';
import { toastMutationError, toastMutationOutcome } from '@/offline/outcome-toasts';
import { pageLanguageReady } from './page-language-ready';
import { keptReadsRestore, QUERY_CACHE_MAX_AGE_MS } from './query-persistence';
import { isCancelledError, MutationCache, onlineManager, QueryCache, QueryClient, type EnsureQueryDataOptions, type Query, type QueryKey } from '@tanstack/react-query';

/**
 * The toast of a failed read, in one place rather than in every component that shows the query.
 * A query names its toast in `meta.errorMessage` (set by its queryOptions factory: a message,
 * shown in the page's language with Lingui's shared I18n, which is the page's in the browser, the
 * only place toasts are shown); queries without one report their failure themselves. The message is also the notification's id, so
 * several failing reads of one page, or a loader and its component failing the same read, show
 * the toast once.
 */
const ERROR_TITLE: MessageDescriptor = msg`Error`;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The toast of a failed read (see toastLoadError). */
      errorMessage?: Message;
      /** False: the read is never kept on the device (see query-persistence.ts). */
      persist?: boolean;
      [key: string]: unknown;
    };
  }
}

function toastLoadError(error: unknown, query: Query<unknown, unknown, unknown, QueryKey>) {
  // A cancelled fetch (the query was removed or reset) is not a failure anyone needs to hear of;
  // nor is a refresh that failed under data the page still shows (it says how old that is).
  if (isCancelledError(error) || query.state.data !== undefined) return;
  const errorMessage = query.meta?.errorMessage;
  if (!errorMessage) return;
  void pageLanguageReady().then(() => {
    const message = messageText(i18n, errorMessage);
    notifications.show({ id: `load-error:${message}`, title: i18n._(ERROR_TITLE), message, color: 'red' });
  });
}

/** Query clients of pages written without their reads (at build time): their loaders wait for nothing. */
const WITHOUT_READS = new WeakSet<QueryClient>();

export function createQueryClient({ forServer = false, withoutReads = false } = {}) {
  // At the server (src/server/render-page.tsx) a read is made once, for one page: no toasts, no
  // signals to the sync engine, and no retry, so a failing Supabase is answered 503 at once.
  if (forServer) {
    // A failed read renders as failed (the page's error with Try again), not as loading again.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, gcTime: Infinity, retry: false, retryOnMount: false } } });
    if (withoutReads) WITHOUT_READS.add(client);
    return client;
  }
  // TanStack Query assumes a connection until the first 'offline' event; a page opened without
  // one would then send every read, fail, and show errors instead of what is kept on the device.
  // navigator.onLine false is reliable (true is not, hence the events from then on).
  if (!isBrowserOnline()) onlineManager.setOnline(false);
  return new QueryClient({
    // A read that got its answer says the connection works: writes waiting for it go now.
    queryCache: new QueryCache({ onError: toastLoadError, onSuccess: () => noteReadSucceeded() }),
    // A write's outcome, told in its own words (each write declares them; see outcome-toasts.ts).
    mutationCache: new MutationCache({ onSuccess: toastMutationOutcome, onError: toastMutationError }),
    defaultOptions: {
      // Kept in memory as long as on the device, so a restored read is not collected before it is used.
      // A read refused as asked wrongly is not asked again: it would be refused again.
      queries: { staleTime: 60_000, gcTime: QUERY_CACHE_MAX_AGE_MS, retry: (failures, error) => failures < 1 && !isRefusal(error), refetchOnWindowFocus: false },
    },
  });
}

/** How long a route loader waits for its data before the page renders its own loading state. */
export const LOADER_WAIT_MS = 4000;
/** How long a route loader waits for the device's kept reads to be restored (usually a few tens of ms). */
const KEPT_READS_WAIT_MS = 1000;

function delay(ms: number): { done: Promise<undefined>; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return { done, cancel: () => clearTimeout(timer) };
}

const isOffline = () => !onlineManager.isOnline() || !isBrowserOnline();

/**
 * For route loaders: ensures the page's query (cached data, such as the device's kept copy, returns
 * at once and is refreshed in the background when stale) and waits for it, so the page renders with
 * its data. It never holds the page back, though: offline without cached data (the query would
 * pause until the connection returns), on a page written without its reads, after
 * LOADER_WAIT_MS, or when the read fails, it resolves with undefined and the page shows its own
 * loading or error state (with Try again) for the query, which keeps running. So a failed read is
 * never a route error.
 */
export async function loadQuery<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<TData | undefined> {
  // The device's kept copy, when it is being restored, comes before a network that may not answer.
  const restore = keptReadsRestore();
  if (restore) {
    const bound = delay(KEPT_READS_WAIT_MS);
    await Promise.race([restore, bound.done]);
    bound.cancel();
  }
  if ((isOffline() || WITHOUT_READS.has(queryClient)) && queryClient.getQueryData(options.queryKey) === undefined) {
    void queryClient.prefetchQuery(options);
    return undefined;
  }
  const timeout = delay(LOADER_WAIT_MS);
  try {
    return await Promise.race([queryClient.ensureQueryData({ ...options, revalidateIfStale: true }), timeout.done]);
  } catch {
    return undefined;
  } finally {
    timeout.cancel();
  }
}
