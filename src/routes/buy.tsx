import { createFileRoute } from '@tanstack/react-router';
import { listingsPageFilters } from '@/features/listings/listings-pages';
import { loadedHead } from '@/lib/seo';
import { loadListingsPage } from './-components/load-search-pages';
import { SaveButton } from '@/features/saved/save-button';
import { ListingsPage } from '@/features/listings/components/listings-page';
import { searchParamsSchema } from '@/features/listings/search-params';

export const Route = createFileRoute('/buy')({
  validateSearch: searchParamsSchema,
  loaderDeps: ({ search }) => ({ filters: listingsPageFilters('/buy', search), page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadListingsPage(context, '/buy', deps),
  head: loadedHead,
  component: BuyRoute,
});

function BuyRoute() {
  const search = Route.useSearch();
  return <ListingsPage path="/buy" search={search} renderAction={(p) => <SaveButton propertyId={p.id} />} />;
}
