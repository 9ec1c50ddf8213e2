import { createFileRoute } from '@tanstack/react-router';
import { PropertyGuidesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/property-guides')({
  head: () => import('@/features/content/data/pages').then((m) => m.contentHead('propertyGuides')),
  component: PropertyGuidesPage,
});
