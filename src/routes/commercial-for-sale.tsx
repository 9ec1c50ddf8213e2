import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { CommercialForSalePage } from '@/features/content/static-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/commercial-for-sale')({
  loader: () => loadContent('pages/commercial-for-sale', 'data-page'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: CommercialForSaleRoute,
});

function CommercialForSaleRoute() {
  return <CommercialForSalePage doc={Route.useLoaderData()} />;
}
