import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { CommercialForSalePage } from '@/features/content/static-pages';

export const Route = createFileRoute('/commercial-for-sale')({
  loader: () => loadContent('pages/commercial-for-sale', 'data-page'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: CommercialForSaleRoute,
});

function CommercialForSaleRoute() {
  return <CommercialForSalePage doc={Route.useLoaderData()} />;
}
