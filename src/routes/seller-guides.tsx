import { createFileRoute } from '@tanstack/react-router';
import { SellerGuidesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/seller-guides')({
  head: () => import('@/features/content/data/pages').then((m) => m.contentHead('sellerGuides')),
  component: SellerGuidesPage,
});
