import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, useMemo, useState, type ReactNode } from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { OfflineNotice } from '@/components/offline-state';
import { LazyDrawer } from '@/components/lazy-overlays';
import { RelatedLinks } from '@/components/related-links';
import { importWithRetry } from '@/lib/import-with-retry';
import { AfterHydration } from '@/components/after-hydration';
import { describeSearch, SORT_OPTIONS } from '../search-words';
import { parseSearchParams, toFilters, type SearchParams, type SearchSort } from '../search-params';
import { savedSearchFor, type SearchToSave } from '../search-to-save';
import { listingsHeading } from '../listings-head';
import { LISTINGS_PAGES, type ListingsPath } from '../listings-pages';
import { resultCountLabel } from '../result-count';
import { useResultsMemory } from '../results-memory';
import { ListingGrid, useListingPages, type RenderCardAction } from './listing-results';
import { LazySearchForm } from './lazy-search-form';
import { IgnoredFilters } from './ignored-filters';
// Map search: the map view and its toggle (view=map, bbox in the URL).
import { parseMapParams, withMapParams, type Bbox } from '../map/map-params';
import { MapResults, MapToggle } from '../map/map-results';

// The sort menu's dropdown (Menu, floating-ui: about 20 KiB gzip) loads with the page, not before
// it; a press on the button before then opens the menu as soon as it arrives.
const SortMenu = lazy(() => importWithRetry(() => import('./sort-menu')));

/** The width from which /buy and /rent show their search form on the page (Mantine's xs, 576 px): below it, phones. */
const FORM_ON_PAGE_FROM = 'xs';

/** The list beside the map has 5 of 12 columns from 992 px: one card a row there, two on a tablet under the map. */
const MAP_LIST_COLUMNS = { base: 1, sm: 2, md: 1 };

export interface ListingsPageProps {
  path: ListingsPath;
  /** The route's search, as the router gives it (what validateSearch dropped is read away here). */
  search: SearchParams;
  /** The save (heart) control for each card, composed in by the route. */
  renderAction?: RenderCardAction;
  /** The Save search control for the search on the page, composed in by the route. */
  renderSaveSearch?(search: SearchToSave & { description: string }): ReactNode;
}

/**
 * /search-results, /buy and /rent: heading, result count, sort, filters, save search and the
 * cards with 'Load more'. /buy and /rent fix the listing type and show the search form on the
 * page (in the 'Filter results' drawer on a phone); /search-results keeps it in the drawer.
 */
export function ListingsPage({ path, search: routeSearch, renderAction, renderSaveSearch }: ListingsPageProps) {
  // The router keeps what validateSearch dropped (search-params.ts): read it away.
  const search = useMemo(() => parseSearchParams(routeSearch), [routeSearch]);
  const navigate = useNavigate();
  const { i18n, t } = useLingui();
  const router = useRouter();
  const [filtersOpened, filtersDrawer] = useDisclosure(false);
  const [sortPressed, setSortPressed] = useState(false);
  const page = LISTINGS_PAGES[path];
  const fullSearch: SearchParams = page.listingType ? { ...search, type: page.listingType } : search;
  const filters = toFilters(fullSearch);
  const pagesShown = search.page ?? 1;
  const pages = useListingPages(filters, pagesShown);
  const sort: SearchSort = search.sort ?? 'newest';
  const sortLabel = i18n._(SORT_OPTIONS.find((o) => o.value === sort)!.label);
  const sortButton = (
    <Button variant="default" aria-label={t`Sort: ${sortLabel}`} aria-haspopup="menu" onClick={() => setSortPressed(true)}>
      {t`Sort: ${sortLabel}`}
    </Button>
  );
  useResultsMemory(path, search, !pages.isPending);
  const mapParams = parseMapParams(search);

  const setSort = (next: SearchSort) =>
    void navigate({
      to: path,
      // A new order starts from the first page; 'newest' is the default and stays out of the URL.
      search: (prev: SearchParams) => ({ ...prev, sort: next === 'newest' ? undefined : next, page: undefined }),
    });

  const morePages = { to: path, search: (prev: SearchParams) => ({ ...prev, page: pagesShown + 1 }) };
  // The address as a link writes it (an Arabic page's has /ar in front).
  const loadMoreHref = router.history.createHref(router.buildLocation(morePages).href);
  const loadMore = () =>
    void navigate({
      ...morePages,
      // The page count lives in the URL so coming back to this entry shows as many cards.
      replace: true,
      resetScroll: false,
    });

  // The box on screen becomes the search's bbox; the server filters on it, from page 1.
  const searchArea = (bbox: Bbox) =>
    void navigate({ to: path, search: (prev: SearchParams) => withMapParams({ ...prev, page: undefined }, { view: 'map', bbox }) });

  return (
    <Stack gap="lg">
      <Breadcrumbs items={[{ label: t`Home`, to: '/' }, { label: i18n._(page.label) }]} />
      <Stack gap={4}>
        <Title order={1}>{listingsHeading(i18n, path, search)}</Title>
        {page.intro && <Text c="dimmed">{i18n._(page.intro)}</Text>}
        {/* The results' heading (an h2 in the look of the line it always was), so the cards' h3
            titles sit under a level-2 heading rather than straight under the h1. */}
        {!pages.isPending && (!pages.isError || pages.items.length > 0) && (
          <Text component="h2" c="dimmed" aria-live="polite" data-testid="results-count">
            {resultCountLabel(i18n, pages.count)}
          </Text>
        )}
      </Stack>
      <IgnoredFilters />
      {/* Listings kept on the device, shown offline: said above the form and the results, where it is seen. */}
      {pages.items.length > 0 && !pages.isPaused && <OfflineNotice savedAt={pages.savedAt} />}
      {/* /buy and /rent show the whole form from 576 px up; on a phone it would push the first
          listing below the screen, so there it is behind 'Filter results', as on /search-results. */}
      {page.listingType && (
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" visibleFrom={FORM_ON_PAGE_FROM}>
          <LazySearchForm listingType={page.listingType} defaultValues={fullSearch} />
        </Paper>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={filtersDrawer.open} hiddenFrom={page.listingType ? FORM_ON_PAGE_FROM : undefined}>
          <Trans>Filter results</Trans>
        </Button>
        {/* The menu's own button once its code is here; before, and while hydrating the server's
            page, a button that remembers being pressed and opens the menu when it arrives. */}
        <AfterHydration fallback={sortButton}>
          <SortMenu sort={sort} label={sortLabel} onSort={setSort} defaultOpened={sortPressed} />
        </AfterHydration>
        {renderSaveSearch?.({ ...savedSearchFor(i18n, fullSearch), description: describeSearch(i18n, fullSearch).join(' · ') })}
        <MapToggle path={path} map={mapParams} />
      </Group>
      <LazyDrawer opened={filtersOpened} onClose={filtersDrawer.close} title={t`Filter results`} position="right" size="md">
        <LazySearchForm listingType={page.listingType} defaultValues={page.listingType ? fullSearch : search} onSubmitted={filtersDrawer.close} previewCount />
      </LazyDrawer>
      {mapParams.view === 'map' ? (
        <MapResults
          filters={filters}
          listings={pages.items}
          map={mapParams}
          location={search.location}
          onSearchArea={searchArea}
          list={<ListingGrid pages={pages} renderAction={renderAction} onLoadMore={loadMore} loadMoreHref={loadMoreHref} withJsonLd emptyFallback={path} cols={MAP_LIST_COLUMNS} />}
        />
      ) : (
        <ListingGrid pages={pages} renderAction={renderAction} onLoadMore={loadMore} loadMoreHref={loadMoreHref} withJsonLd emptyFallback={path} />
      )}
      {page.listingType && <RelatedLinks />}
    </Stack>
  );
}
