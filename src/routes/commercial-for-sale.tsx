import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { CommercialForSalePage } from '@/features/content/static-pages';

export const Route = createFileRoute('/commercial-for-sale')({
  loader: ({ context }) => loadContent('pages/commercial-for-sale', 'data-page', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: CommercialForSaleRoute,
});

function CommercialForSaleRoute() {
  return <CommercialForSalePage doc={Route.useLoaderData()} />;
}
