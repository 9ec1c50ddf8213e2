import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LOAD_FAILED_MESSAGE, messageText, type Message } from '@/lib/errors';
import { useOnline } from '@/lib/use-online';
import { LoadError } from './load-error';

/** What QueryState needs of a query's result (useQuery's, or one of useQueries'). */
export type QueryStateResult<TData> = Pick<UseQueryResult<TData>, 'data' | 'isError' | 'error' | 'isFetching' | 'fetchStatus' | 'refetch'>;

export interface QueryStateProps<TData> {
  query: QueryStateResult<TData>;
  /** The panel with the data. */
  children(data: TData): ReactNode;
  /** Shown offline while nothing is kept on this device, e.g. <OfflineState what="Your listings" />. */
  offline: ReactNode;
  /** Shown while the first read is on its way. */
  loading: ReactNode;
  /** What failed, in the error: a text, or a message (a query's meta.errorMessage) shown in the page's language. */
  errorMessage?: Message;
  /** Places the error (LoadError with Try again) in a frame of its own; by default it stands alone. */
  renderError?(error: ReactNode): ReactNode;
}

/** Which of a read's states a panel shows: see QueryState. */
export type ReadState = 'data' | 'offline' | 'error' | 'loading';

export function readStateOf(query: Pick<QueryStateResult<unknown>, 'data' | 'isError' | 'fetchStatus'>, online: boolean): ReadState {
  if (query.data !== undefined) return 'data';
  if (query.fetchStatus === 'paused' || (query.isError && !online)) return 'offline';
  return query.isError ? 'error' : 'loading';
}

/**
 * A panel's read, in one order: its data whenever there is some (a refresh that failed keeps what
 * is shown; the offline note says how old it is), else the offline state when the read is waiting
 * for a connection or failed without one (it loads by itself once the connection returns), else
 * the failure with Try again (never the empty state, which would claim there is nothing), else
 * loading.
 */
export function QueryState<TData>({ query, children, offline, loading, errorMessage = LOAD_FAILED_MESSAGE, renderError }: QueryStateProps<TData>) {
  const { i18n } = useLingui();
  const state = readStateOf(query, useOnline());
  if (state === 'data') return <>{children(query.data as TData)}</>;
  if (state === 'offline') return <>{offline}</>;
  if (state === 'loading') return <>{loading}</>;
  const error = <LoadError message={messageText(i18n, errorMessage)} error={query.error} onRetry={query.refetch} retrying={query.isFetching} />;
  return <>{renderError ? renderError(error) : error}</>;
}
