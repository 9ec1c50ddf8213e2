import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { SoldPricesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/sold-prices')({
  loader: ({ context }) => loadContent('pages/sold-prices', 'data-page', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: SoldPricesRoute,
});

function SoldPricesRoute() {
  return <SoldPricesPage doc={Route.useLoaderData()} />;
}
