import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { CommercialForSalePage } from '@/features/content/static-pages';

export const Route = createFileRoute('/commercial-for-sale')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('pages/commercial-for-sale', 'data-page', context.i18n),
  head: loadedHead,
  component: CommercialForSaleRoute,
});

function CommercialForSaleRoute() {
  return <CommercialForSalePage doc={Route.useLoaderData().doc} />;
}
