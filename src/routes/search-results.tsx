import { createFileRoute } from '@tanstack/react-router';
import { listingsPageFilters } from '@/features/listings/listings-pages';
import { loadedHead } from '@/lib/seo';
import { loadListingsPage } from './-components/load-search-pages';
import { SaveButton } from '@/features/saved/save-button';
import { ListingsPage } from '@/features/listings/components/listings-page';
import { searchParamsSchema } from '@/features/listings/search-params';

export const Route = createFileRoute('/search-results')({
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => ({ filters: listingsPageFilters('/search-results', search), page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadListingsPage(context, '/search-results', deps),
  head: loadedHead,
  component: SearchResultsRoute,
});

function SearchResultsRoute() {
  const search = Route.useSearch();
  return <ListingsPage path="/search-results" search={search} renderAction={(p) => <SaveButton propertyId={p.id} />} />;
}
