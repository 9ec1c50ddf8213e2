import { createFileRoute } from '@tanstack/react-router';
import { loadedHead } from '@/lib/seo';
import { listingsLoaderDeps, loadListingsPage } from './-components/load-search-pages';
import { SaveButton } from '@/features/saved/save-button';
import { SaveSearchButton } from '@/features/search-alerts/components/save-search-button';
import { ListingsPage } from '@/features/listings/components/listings-page';
import { searchParamsSchema } from '@/features/listings/search-params';

export const Route = createFileRoute('/buy')({
  staticData: { prerender: true },
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => listingsLoaderDeps('/buy', search),
  loader: ({ context, deps }) => loadListingsPage(context, '/buy', deps),
  head: loadedHead,
  component: BuyRoute,
});

function BuyRoute() {
  const search = Route.useSearch();
  return <ListingsPage path="/buy" search={search} renderAction={(p) => <SaveButton propertyId={p.id} />} renderSaveSearch={(s) => <SaveSearchButton search={s} />} />;
}
