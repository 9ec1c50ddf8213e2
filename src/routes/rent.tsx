import { createFileRoute } from '@tanstack/react-router';
import { SaveButton } from '@/features/saved/save-button';
import { ListingsPage } from '@/features/listings/components/listings-page';
import { searchParamsSchema } from '@/features/listings/filters';
import { isNarrowed, listingsHeading, listingsPageFilters } from '@/features/listings/listings-pages';
import { breadcrumbLd } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';
import { loadSearchPages } from './-components/load-search-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/rent')({
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => ({ filters: listingsPageFilters('/rent', search), page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadSearchPages(context.queryClient, deps.filters, deps.page),
  head: ({ match }) =>
    pageHead({
      locale: localeOf(match.context.i18n),
      title: isNarrowed(match.search) ? listingsHeading(match.context.i18n, '/rent', match.search) : 'Property to rent in Abu Dhabi',
      description: 'Apartments, villas and townhouses to rent in Abu Dhabi and the UAE, featured listings first.',
      path: '/rent',
      jsonLd: [breadcrumbLd([{ label: 'Home', to: '/' }, { label: 'Properties for Rent' }], '/rent')],
    }),
  component: RentRoute,
});

function RentRoute() {
  const search = Route.useSearch();
  return <ListingsPage path="/rent" search={search} renderAction={(p) => <SaveButton propertyId={p.id} />} />;
}
