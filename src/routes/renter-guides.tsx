import { createFileRoute } from '@tanstack/react-router';
import { contentHead } from '@/features/content/data/pages';
import { RenterGuidesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/renter-guides')({
  head: () => contentHead('renterGuides'),
  component: RenterGuidesPage,
});
