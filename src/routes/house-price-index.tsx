import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { HousePriceIndexPage } from '@/features/content/static-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/house-price-index')({
  loader: () => loadContent('pages/house-price-index', 'data-page'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: HousePriceIndexRoute,
});

function HousePriceIndexRoute() {
  return <HousePriceIndexPage doc={Route.useLoaderData()} />;
}
