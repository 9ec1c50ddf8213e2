import { createFileRoute } from '@tanstack/react-router';
import { BuyerGuidesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/buyer-guides')({
  head: () => import('@/features/content/data/pages').then((m) => m.contentHead('buyerGuides')),
  component: BuyerGuidesPage,
});
