import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { SoldPricesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/sold-prices')({
  loader: ({ context }) => loadContentPage('pages/sold-prices', 'data-page', context.i18n),
  head: loadedHead,
  component: SoldPricesRoute,
});

function SoldPricesRoute() {
  return <SoldPricesPage doc={Route.useLoaderData().doc} />;
}
