import { Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import { toFilters, type SearchParams } from '../filters';
import { ListingGrid, useListingPages, type RenderCardAction } from './listing-results';
import { SearchForm } from './search-form';

export const LISTINGS_PAGE = {
  sale: { path: '/buy', label: 'Properties for Sale', heading: 'Properties for sale', intro: 'Villas, apartments, townhouses and penthouses for sale across Abu Dhabi and the UAE.' },
  rent: { path: '/rent', label: 'Properties for Rent', heading: 'Properties to rent', intro: 'Homes to rent across Abu Dhabi and the UAE, from studios to family villas.' },
} as const;

export interface ListingsPageProps {
  listingType: 'sale' | 'rent';
  search: SearchParams;
  renderAction?: RenderCardAction;
}

/**
 * /buy and /rent (spec.md section 2; decisions.md 2): the search form, breadcrumbs, the
 * listings of that type (featured first, then newest; narrowed by a location or other filter
 * in the URL, as the area pages link them), then related links.
 */
export function ListingsPage({ listingType, search, renderAction }: ListingsPageProps) {
  const navigate = useNavigate();
  const page = LISTINGS_PAGE[listingType];
  const filters = { ...toFilters(search), type: listingType };
  const pagesShown = search.page ?? 1;
  const pages = useListingPages(filters, pagesShown);
  const loadMore = () =>
    void navigate({
      to: page.path,
      search: (prev) => ({ ...prev, page: pagesShown + 1 }),
      replace: true,
      resetScroll: false,
    });
  return (
    <Stack gap="xl">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: page.label }]} />
      <Stack gap="xs">
        <Title order={1}>{search.location ? `${page.heading} in ${search.location}` : page.label}</Title>
        <Text c="dimmed">{page.intro}</Text>
      </Stack>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <SearchForm listingType={listingType} defaultValues={search} />
      </Paper>
      <ListingGrid pages={pages} renderAction={renderAction} onLoadMore={loadMore} withJsonLd />
      <RelatedLinks />
    </Stack>
  );
}
