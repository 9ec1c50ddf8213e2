import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { HousePriceIndexPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/house-price-index')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('pages/house-price-index', 'data-page', context.i18n),
  head: loadedHead,
  component: HousePriceIndexRoute,
});

function HousePriceIndexRoute() {
  return <HousePriceIndexPage doc={Route.useLoaderData().doc} />;
}
