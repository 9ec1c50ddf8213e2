import { createFileRoute } from '@tanstack/react-router';
import { contentHead } from '@/features/content/data/pages';
import { HousePriceIndexPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/house-price-index')({
  head: () => contentHead('housePriceIndex'),
  component: HousePriceIndexPage,
});
