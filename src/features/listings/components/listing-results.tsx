import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { startTransition, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { isRefusal } from '@/lib/errors';
import { useHydrating } from '@/lib/hydration';
import { whenIdle } from '@/lib/idle';
import { itemListLd } from '@/lib/json-ld';
import { serializeJsonLd } from '@/lib/seo';
import { SEARCH_PAGE_SIZE, searchGoesOn, searchListingsQueryOptions, searchPagesQueryOptions, type SearchPage } from '../api/search-listings';
import { MAX_PAGE, type SearchFilters } from '../search-params';
import { listingTitle } from '@/lib/listing-text';
import { readResultsMemory } from '../results-memory';
import type { Property } from '../types';
import { ListingsOfflineState } from './listings-offline-state';
import { LoadingProperties } from './loading-properties';
import { PropertyCard } from './property-card';

export type RenderCardAction = (property: Property) => ReactNode;

export interface ListingPages {
  items: Property[];
  count: number;
  /** The first page has not arrived yet. */
  isPending: boolean;
  isError: boolean;
  /** The first failure among the pages, if any. */
  error: Error | null;
  /** A failed page is being read again. */
  isRetrying: boolean;
  /** A further page ('Load more') is on its way. */
  isLoadingMore: boolean;
  hasMore: boolean;
  /** The last page loaded came back short (or every counted match is shown): there are no more. */
  reachedEnd: boolean;
  /** The address asked for more pages than the search has: every match is shown. */
  pastEnd: boolean;
  /** Offline with the first page never read on this device: waiting for the connection. */
  isPaused: boolean;
  /** When the oldest page shown was read (for the offline note). */
  savedAt: number;
  refetch(): void;
}

/** What ListingPages is made of: each page's query as useQueries gives it. */
export type PageQuery = Pick<UseQueryResult<SearchPage>, 'data' | 'isError' | 'error' | 'isFetching' | 'isPending' | 'fetchStatus' | 'isPlaceholderData' | 'dataUpdatedAt' | 'refetch'>;

/**
 * Pages 1..pages of a search, each its own cached query, concatenated. A page is read once the one
 * before it came back full, so a list never reads past its end; a page read afresh (its first read
 * failed, or the route's loader did not read it) is read with every page after it at once, so a
 * deep list is one read. Pages after the first are not read again by themselves when they go
 * stale (the route's loader refreshes a list in one read).
 */
export function useListingPages(filters: SearchFilters, pages: number): ListingPages {
  const queryClient = useQueryClient();
  const count = Math.max(1, pages);
  const cached = (page: number) => queryClient.getQueryData<SearchPage>(searchListingsQueryOptions(filters, page).queryKey);
  const total = cached(1)?.count ?? 0;
  const queries = useQueries({
    queries: Array.from({ length: count }, (_, i) => ({
      ...searchPagesQueryOptions(queryClient, filters, i + 1, count),
      enabled: i === 0 || searchGoesOn(cached(i), i, total),
      ...(i > 0 && { refetchOnMount: false, refetchOnReconnect: false }),
    })),
  });
  return combinePages(queries);
}

/**
 * The pages' queries as one list, up to the search's end: pages the address asks for beyond it
 * are not read, and the list says it ends (pastEnd). A page that failed is one with no cards to
 * show: a refresh that failed under cards the page already shows is not (the offline note says
 * how old they are).
 */
export function combinePages(asked: PageQuery[]): ListingPages {
  const first = asked[0];
  const endsAt = asked.findIndex((q, i) => q.data !== undefined && !searchGoesOn(q.data, i + 1, first.data?.count ?? 0));
  const queries = endsAt < 0 ? asked : asked.slice(0, endsAt + 1);
  const items: Property[] = [];
  const seen = new Set<string>();
  for (const q of queries) {
    if (!q.data) break;
    for (const p of q.data.items) {
      if (!seen.has(p.id)) {
        seen.add(p.id);
        items.push(p);
      }
    }
  }
  const count = first.data?.count ?? 0;
  const loaded = queries.filter((q) => q.data).length;
  const reachedEnd = endsAt >= 0;
  const failed = queries.filter((q) => q.isError && q.data === undefined);
  return {
    items,
    count,
    reachedEnd,
    pastEnd: reachedEnd && queries.length < asked.length,
    isPending: first.isPending,
    isError: failed.length > 0,
    error: failed[0]?.error ?? null,
    isRetrying: failed.some((q) => q.isFetching),
    isLoadingMore: !first.isPending && queries.some((q) => q.isPending),
    hasMore: !first.isPending && loaded === queries.length && !reachedEnd && queries.length < MAX_PAGE,
    // Offline with this search never read here (the previous search's cards may stand in for it).
    isPaused: first.fetchStatus === 'paused' && (first.isPending || first.isPlaceholderData),
    savedAt: Math.min(...queries.filter((q) => q.data).map((q) => q.dataUpdatedAt)),
    refetch: () => failed.forEach((q) => void q.refetch()),
  };
}

/**
 * 'No properties found' with a Go Back button: to the previous page of this visit, or, for a
 * search opened from a shared link (nothing of ours to go back to), to `fallback`: the search
 * page without filters.
 */
export function NoPropertiesFound({ fallback }: { fallback: '/search-results' | '/buy' | '/rent' }) {
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  return (
    <Stack align="center" py="xl" gap="xs" ta="center">
      <Title order={2} size="h3">
        <Trans>No properties found</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>Try adjusting your search criteria</Trans>
      </Text>
      <Button
        variant="default"
        mt="sm"
        onClick={() => {
          // Only the router's history is ours: the browser's may lead off the site or to a blank tab.
          if (canGoBack) router.history.back();
          else void navigate({ to: fallback });
        }}
      >
        <Trans>Go Back</Trans>
      </Button>
    </Stack>
  );
}

export interface ListingGridProps {
  pages: ListingPages;
  renderAction?: RenderCardAction;
  onLoadMore(): void;
  /** The address of the list with one more page: 'Load more' is a link to it, so it works before (or without) JavaScript, and crawlers follow it. */
  loadMoreHref: string;
  /** Emit schema.org ItemList JSON-LD for the shown cards (only when there are any). */
  withJsonLd?: boolean;
  /** Where 'Go Back' on an empty result leads when there is no earlier page of this visit. */
  emptyFallback?: '/search-results' | '/buy' | '/rent';
  /** Cards a row by breakpoint (the map view's list is narrower). */
  cols?: Record<string, number>;
}

// A page opened afresh draws its first few cards (a phone's first screen and a laptop's) in its
// first render and the rest in batches once the browser is idle: drawing two dozen cards with
// their hearts at once kept a phone's main thread busy for most of a second before the visitor
// could tap anything.
const FIRST_CARDS = 6;
const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 };
const CARDS_PER_BATCH = 6;
let firstGridMounted = false;

/**
 * Only the first grid of a page load opened by following a link or typing the address defers
 * its cards. After a reload, a step through history or 'Back to results', the browser or the
 * router scrolls back down the list at once, so every card must be there.
 */
function mayDeferCards(): boolean {
  if (firstGridMounted || typeof performance === 'undefined') return false;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation?.type === 'navigate' && !readResultsMemory()?.restore;
}

/** How many of `total` cards to draw now: all, or while the page is still loading, a growing first part. */
function useCardsDrawn(total: number): number {
  // A page the server rendered has every card already: hydrating it draws them all.
  const hydrating = useHydrating();
  const [drawn, setDrawn] = useState(() => (!hydrating && mayDeferCards() ? FIRST_CARDS : Infinity));
  useEffect(() => {
    firstGridMounted = true;
    if (total === 0 || drawn >= total) return;
    let active = true;
    whenIdle(() => {
      if (active) startTransition(() => setDrawn((shown) => (shown + CARDS_PER_BATCH >= total ? Infinity : shown + CARDS_PER_BATCH)));
    }, 500);
    return () => {
      active = false;
    };
  }, [drawn, total]);
  return Math.min(drawn, total);
}

/** Loading, error, empty and loaded states of a list of listings, with 'Load more'. */
export function ListingGrid({ pages, renderAction, onLoadMore, loadMoreHref, withJsonLd, emptyFallback = '/search-results', cols = GRID_COLUMNS }: ListingGridProps) {
  const drawn = useCardsDrawn(pages.items.length);
  const { i18n, t } = useLingui();
  const shown = String(pages.items.length);
  // The 'Failed to load properties' toast comes from the query client (the query's meta).
  if (pages.isPaused) return <ListingsOfflineState what={t`This list of properties`} />;
  if (pages.isPending && !pages.isError) return <LoadingProperties />;
  if (pages.isError && pages.items.length === 0) {
    // Asked wrongly (a filter the database cannot mean): trying again the same way cannot work.
    if (isRefusal(pages.error)) {
      return (
        <Alert color="yellow" role="alert" title={t`This search cannot be run`}>
          <Text size="sm">{t`Change or remove a filter and search again.`}</Text>
          <Text size="sm" c="dimmed" lang="en">
            {pages.error?.message}
          </Text>
        </Alert>
      );
    }
    return <LoadError message={t`Failed to load properties`} error={pages.error} onRetry={pages.refetch} retrying={pages.isRetrying} />;
  }
  if (pages.items.length === 0) return <NoPropertiesFound fallback={emptyFallback} />;
  return (
    <Stack gap="lg">
      {withJsonLd && pages.count > 0 && (
        <script
          type="application/ld+json"
          // Escaped by serializeJsonLd: no title can close the script tag.
          dangerouslySetInnerHTML={{
            __html: serializeJsonLd(itemListLd(pages.items.map((p) => ({ name: listingTitle(p, i18n.locale).text, path: `/property/${p.id}` })))),
          }}
        />
      )}
      {/* Busy while later cards are still being drawn, so assistive technology waits for the whole list. */}
      <SimpleGrid cols={cols} spacing="lg" data-testid="listing-grid" aria-busy={drawn < pages.items.length || undefined}>
        {pages.items.slice(0, drawn).map((property, i) => (
          <PropertyCard key={property.id} property={property} action={renderAction?.(property)} priority={i === 0} />
        ))}
      </SimpleGrid>
      {(pages.hasMore || pages.isLoadingMore) && (
        <Center>
          <Button
            component="a"
            href={loadMoreHref}
            variant="default"
            size="md"
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              onLoadMore();
            }}
            loading={pages.isLoadingMore}
          >
            <Trans>Load more</Trans>
          </Button>
        </Center>
      )}
      {/* A further page failed: the cards so far stay, with the failure and a retry below them. */}
      {pages.isError && <LoadError message={t`Failed to load properties`} error={pages.error} onRetry={pages.refetch} retrying={pages.isRetrying} />}
      {pages.reachedEnd && !pages.isLoadingMore && !pages.isError && (pages.items.length > SEARCH_PAGE_SIZE || pages.pastEnd) && (
        <Text size="sm" c="dimmed" ta="center" role={pages.pastEnd ? 'status' : undefined}>
          {pages.pastEnd && <Trans>The page in the address is past the end of this search.</Trans>}{' '}
          {i18n._(msg`${plural(pages.items.length, { one: `Showing all ${shown} property`, other: `Showing all ${shown} properties` })}`)}
        </Text>
      )}
    </Stack>
  );
}
