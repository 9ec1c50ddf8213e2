import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SaveButton } from '@/features/saved/save-button';
import { ListingsPage } from '@/features/listings/components/listings-page';
import { searchParamsSchema } from '@/features/listings/filters';
import { isNarrowed, LISTINGS_PAGES, listingsHeading, listingsPageFilters } from '@/features/listings/listings-pages';
import { breadcrumbLd } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';
import { loadSearchPages } from './-components/load-search-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/rent')({
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => ({ filters: listingsPageFilters('/rent', search), page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadSearchPages(context.queryClient, deps.filters, deps.page),
  head: ({ match: { context, search } }) => {
    const { i18n } = context;
    return pageHead({
      locale: localeOf(i18n),
      title: isNarrowed(search) ? listingsHeading(i18n, '/rent', search) : i18n._(msg`Property to rent in Abu Dhabi`),
      description: i18n._(msg`Apartments, villas and townhouses to rent in Abu Dhabi and the UAE, featured listings first.`),
      path: '/rent',
      jsonLd: [breadcrumbLd([{ label: i18n._(msg`Home`), to: '/' }, { label: i18n._(LISTINGS_PAGES['/rent'].label) }], '/rent')],
    });
  },
  component: RentRoute,
});

function RentRoute() {
  const search = Route.useSearch();
  return <ListingsPage path="/rent" search={search} renderAction={(p) => <SaveButton propertyId={p.id} />} />;
}
