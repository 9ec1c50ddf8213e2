import { createFileRoute } from '@tanstack/react-router';
import { loadQuery } from '@/app/query-client';
import { prefetchSearchPages, searchListingsQueryOptions } from '@/features/listings/api/search-listings';
import { SaveButton } from '@/features/saved/save-button';
import { ListingsPage } from '@/features/listings/components/listings-page';
import { searchParamsSchema, toFilters } from '@/features/listings/filters';
import { breadcrumbLd } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/rent')({
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => ({ filters: { ...toFilters(search), type: 'rent' as const }, page: search.page ?? 1 }),
  // Every page shown starts loading; the first is awaited (briefly), so the list renders with it.
  loader: async ({ context, deps }) => {
    prefetchSearchPages(context.queryClient, deps.filters, deps.page);
    await loadQuery(context.queryClient, searchListingsQueryOptions(deps.filters, 1));
  },
  head: () =>
    pageHead({
      title: 'Property to rent in Abu Dhabi',
      description: 'Apartments, villas and townhouses to rent in Abu Dhabi and the UAE, featured listings first.',
      path: '/rent',
      jsonLd: [breadcrumbLd([{ label: 'Home', to: '/' }, { label: 'Properties for Rent' }], '/rent')],
    }),
  component: RentRoute,
});

function RentRoute() {
  const search = Route.useSearch();
  return <ListingsPage listingType="rent" search={search} renderAction={(p) => <SaveButton propertyId={p.id} />} />;
}
