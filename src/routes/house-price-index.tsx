import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { HousePriceIndexPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/house-price-index')({
  loader: ({ context }) => loadContent('pages/house-price-index', 'data-page', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: HousePriceIndexRoute,
});

function HousePriceIndexRoute() {
  return <HousePriceIndexPage doc={Route.useLoaderData()} />;
}
