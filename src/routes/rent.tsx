import { createFileRoute } from '@tanstack/react-router';
import { loadedHead } from '@/lib/seo';
import { listingsLoaderDeps, loadListingsPage } from './-components/load-search-pages';
import { SaveButton } from '@/features/saved/save-button';
import { SaveSearchButton } from '@/features/search-alerts/components/save-search-button';
import { ListingsPage } from '@/features/listings/components/listings-page';
import { searchParamsSchema } from '@/features/listings/search-params';

export const Route = createFileRoute('/rent')({
  staticData: { prerender: true },
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => listingsLoaderDeps('/rent', search),
  loader: ({ context, deps }) => loadListingsPage(context, '/rent', deps),
  head: loadedHead,
  component: RentRoute,
});

function RentRoute() {
  const search = Route.useSearch();
  return <ListingsPage path="/rent" search={search} renderAction={(p) => <SaveButton propertyId={p.id} />} renderSaveSearch={(s) => <SaveSearchButton search={s} />} />;
}
