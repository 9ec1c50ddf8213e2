import { Button, Drawer, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { openAuthDialog } from '@/lib/auth-dialog';
import { pluralize } from '@/lib/format';
import { useSession } from '@/lib/session';
import { savedSearchFor, useSaveSearch } from '../api/save-search';
import { searchHeading, SORT_OPTIONS, toFilters, type SearchParams, type SearchSort } from '../filters';
import { ListingGrid, useListingPages, type RenderCardAction } from './listing-results';
import { SearchForm } from './search-form';

export interface SearchResultsPageProps {
  search: SearchParams;
  /** The save (heart) control for each card, composed in by the route. */
  renderAction?: RenderCardAction;
}

/** /search-results (spec.md section 2; decisions.md 3): filters, sort, save, load more. */
export function SearchResultsPage({ search, renderAction }: SearchResultsPageProps) {
  const navigate = useNavigate();
  const { user } = useSession();
  const [filtersOpened, filtersDrawer] = useDisclosure(false);
  const saveSearch = useSaveSearch(user?.id ?? null);
  const filters = toFilters(search);
  const pagesShown = search.page ?? 1;
  const pages = useListingPages(filters, pagesShown);
  const heading = searchHeading(search);
  const sort: SearchSort = search.sort ?? 'newest';
  const sortLabel = SORT_OPTIONS.find((o) => o.value === sort)!.label;

  const setSort = (next: SearchSort) =>
    void navigate({
      to: '/search-results',
      // A new order starts from the first page; 'newest' is the default and stays out of the URL.
      search: (prev) => ({ ...prev, sort: next === 'newest' ? undefined : next, page: undefined }),
    });

  const loadMore = () =>
    void navigate({
      to: '/search-results',
      search: (prev) => ({ ...prev, page: pagesShown + 1 }),
      // The page count lives in the URL so coming back to this entry shows as many cards.
      replace: true,
      resetScroll: false,
    });

  const onSave = () => {
    if (!user) {
      openAuthDialog('signIn', 'Sign in to save this search');
      return;
    }
    const saved = savedSearchFor(search);
    saveSearch.mutate(saved, {
      onSuccess: (outcome) => {
        if (outcome.state === 'confirmed') notifications.show({ title: 'Search saved', message: `Saved '${saved.name}'`, color: 'teal' });
        else if (outcome.state === 'waiting') notifications.show({ title: 'Saved offline', message: `'${saved.name}' will be saved to your account when you are back online.`, color: 'blue' });
        else notifications.show({ title: 'Error', message: outcome.error?.message ?? 'Could not save the search', color: 'red' });
      },
      onError: (error) => notifications.show({ title: 'Error', message: error.message, color: 'red' }),
    });
  };

  return (
    <Stack gap="lg">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Search Results' }]} />
      <Stack gap={4}>
        <Title order={1}>{heading}</Title>
        {!pages.isPending && !pages.isError && (
          <Text c="dimmed" aria-live="polite" data-testid="results-count">
            {pluralize(pages.count, 'property', 'properties')} found
          </Text>
        )}
      </Stack>
      <Group gap="sm">
        <Button variant="default" onClick={filtersDrawer.open}>
          Filter results
        </Button>
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="default" aria-label={`Sort: ${sortLabel}`}>
              Sort: {sortLabel}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {SORT_OPTIONS.map((option) => (
              <Menu.Item
                key={option.value}
                onClick={() => setSort(option.value)}
                aria-current={option.value === sort ? 'true' : undefined}
                fw={option.value === sort ? 700 : undefined}
              >
                {option.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button variant="light" onClick={onSave} loading={saveSearch.isPending}>
          Save search
        </Button>
      </Group>
      <Drawer opened={filtersOpened} onClose={filtersDrawer.close} title="Filter results" position="right" size="md">
        <SearchForm listingType={search.type} defaultValues={search} onSubmitted={filtersDrawer.close} />
      </Drawer>
      <ListingGrid pages={pages} renderAction={renderAction} onLoadMore={loadMore} withJsonLd />
    </Stack>
  );
}
