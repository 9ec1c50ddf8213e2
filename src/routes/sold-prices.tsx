import { createFileRoute } from '@tanstack/react-router';
import { SoldPricesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/sold-prices')({
  head: () => import('@/features/content/data/pages').then((m) => m.contentHead('soldPrices')),
  component: SoldPricesPage,
});
