import { createFileRoute } from '@tanstack/react-router';
import { SaveButton } from '@/features/saved/save-button';
import { ListingsPage } from '@/features/listings/components/listings-page';
import { searchParamsSchema } from '@/features/listings/filters';
import { isNarrowed, listingsHeading, listingsPageFilters } from '@/features/listings/listings-pages';
import { breadcrumbLd } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';
import { loadSearchPages } from './-components/load-search-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/buy')({
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => ({ filters: listingsPageFilters('/buy', search), page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadSearchPages(context.queryClient, deps.filters, deps.page),
  head: ({ match }) =>
    pageHead({
      locale: localeOf(match.context.i18n),
      title: isNarrowed(match.search) ? listingsHeading(match.context.i18n, '/buy', match.search) : 'Property for sale in Abu Dhabi',
      description: 'Villas, apartments, townhouses and penthouses for sale in Abu Dhabi and the UAE, featured listings first.',
      path: '/buy',
      jsonLd: [breadcrumbLd([{ label: 'Home', to: '/' }, { label: 'Properties for Sale' }], '/buy')],
    }),
  component: BuyRoute,
});

function BuyRoute() {
  const search = Route.useSearch();
  return <ListingsPage path="/buy" search={search} renderAction={(p) => <SaveButton propertyId={p.id} />} />;
}
