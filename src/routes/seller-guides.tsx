import { createFileRoute } from '@tanstack/react-router';
import { contentHead } from '@/features/content/data/pages';
import { SellerGuidesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/seller-guides')({
  head: () => contentHead('sellerGuides'),
  component: SellerGuidesPage,
});
