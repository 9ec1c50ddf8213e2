import { createFileRoute } from '@tanstack/react-router';
import { SaveButton } from '@/features/saved/save-button';
import { ListingsPage } from '@/features/listings/components/listings-page';
import { searchHeading, searchParamsSchema } from '@/features/listings/filters';
import { listingsPageFilters } from '@/features/listings/listings-pages';
import { breadcrumbLd } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';
import { loadSearchPages } from './-components/load-search-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/search-results')({
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => ({ filters: listingsPageFilters('/search-results', search), page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadSearchPages(context.queryClient, deps.filters, deps.page),
  head: ({ match }) => {
    const heading = searchHeading(match.context.i18n, match.search);
    return pageHead({
      locale: localeOf(match.context.i18n),
      title: heading === searchHeading(match.context.i18n, {}) ? 'Property search results' : heading,
      description: `${heading}: villas, apartments, townhouses and penthouses in Abu Dhabi and the UAE, filtered by price, bedrooms and date added.`,
      path: '/search-results',
      jsonLd: [breadcrumbLd([{ label: 'Home', to: '/' }, { label: 'Search Results' }], '/search-results')],
    });
  },
  component: SearchResultsRoute,
});

function SearchResultsRoute() {
  const search = Route.useSearch();
  return <ListingsPage path="/search-results" search={search} renderAction={(p) => <SaveButton propertyId={p.id} />} />;
}
