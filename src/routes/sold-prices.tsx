import { createFileRoute } from '@tanstack/react-router';
import { contentHead } from '@/features/content/data/pages';
import { SoldPricesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/sold-prices')({
  head: () => contentHead('soldPrices'),
  component: SoldPricesPage,
});
