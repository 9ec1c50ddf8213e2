import { createFileRoute } from '@tanstack/react-router';
import { contentHead } from '@/features/content/data/pages';
import { PropertyGuidesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/property-guides')({
  head: () => contentHead('propertyGuides'),
  component: PropertyGuidesPage,
});
