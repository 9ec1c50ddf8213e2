import { createFileRoute } from '@tanstack/react-router';
import { RenterGuidesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/renter-guides')({
  head: () => import('@/features/content/data/pages').then((m) => m.contentHead('renterGuides')),
  component: RenterGuidesPage,
});
