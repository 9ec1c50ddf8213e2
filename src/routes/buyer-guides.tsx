import { createFileRoute } from '@tanstack/react-router';
import { contentHead } from '@/features/content/data/pages';
import { BuyerGuidesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/buyer-guides')({
  head: () => contentHead('buyerGuides'),
  component: BuyerGuidesPage,
});
