import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SaveButton } from '@/features/saved/save-button';
import { ListingsPage } from '@/features/listings/components/listings-page';
import { searchHeading, searchParamsSchema } from '@/features/listings/filters';
import { LISTINGS_PAGES, listingsPageFilters } from '@/features/listings/listings-pages';
import { breadcrumbLd } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';
import { loadSearchPages } from './-components/load-search-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/search-results')({
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => ({ filters: listingsPageFilters('/search-results', search), page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadSearchPages(context.queryClient, deps.filters, deps.page),
  head: ({ match }) => {
    const { i18n } = match.context;
    const heading = searchHeading(i18n, match.search);
    return pageHead({
      locale: localeOf(i18n),
      title: heading === searchHeading(i18n, {}) ? i18n._(msg`Property search results`) : heading,
      description: i18n._(msg`${heading}: villas, apartments, townhouses and penthouses in Abu Dhabi and the UAE, filtered by price, bedrooms and date added.`),
      path: '/search-results',
      jsonLd: [breadcrumbLd([{ label: i18n._(msg`Home`), to: '/' }, { label: i18n._(LISTINGS_PAGES['/search-results'].label) }], '/search-results')],
    });
  },
  component: SearchResultsRoute,
});

function SearchResultsRoute() {
  const search = Route.useSearch();
  return <ListingsPage path="/search-results" search={search} renderAction={(p) => <SaveButton propertyId={p.id} />} />;
}
