import { createFileRoute } from '@tanstack/react-router';
import { loadedHead } from '@/lib/seo';
import { listingsLoaderDeps, loadListingsPage } from './-components/load-search-pages';
import { SaveButton } from '@/features/saved/save-button';
import { SaveSearchButton } from '@/features/search-alerts/components/save-search-button';
import { ListingsPage } from '@/features/listings/components/listings-page';
import { searchParamsSchema } from '@/features/listings/search-params';

export const Route = createFileRoute('/search-results')({
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => listingsLoaderDeps('/search-results', search),
  loader: ({ context, deps }) => loadListingsPage(context, '/search-results', deps),
  head: loadedHead,
  component: SearchResultsRoute,
});

function SearchResultsRoute() {
  const search = Route.useSearch();
  return <ListingsPage path="/search-results" search={search} renderAction={(p) => <SaveButton propertyId={p.id} />} renderSaveSearch={(s) => <SaveSearchButton search={s} />} />;
}
