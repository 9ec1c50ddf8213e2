import { createFileRoute } from '@tanstack/react-router';
import { HousePriceIndexPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/house-price-index')({
  head: () => import('@/features/content/data/pages').then((m) => m.contentHead('housePriceIndex')),
  component: HousePriceIndexPage,
});
