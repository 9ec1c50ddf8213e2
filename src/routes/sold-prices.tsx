import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { SoldPricesPage } from '@/features/content/static-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/sold-prices')({
  loader: () => loadContent('pages/sold-prices', 'data-page'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: SoldPricesRoute,
});

function SoldPricesRoute() {
  return <SoldPricesPage doc={Route.useLoaderData()} />;
}
