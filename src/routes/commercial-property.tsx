import { createFileRoute } from '@tanstack/react-router';
import { CommercialPropertyPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/commercial-property')({
  head: () => import('@/features/content/data/pages').then((m) => m.contentHead('commercialProperty')),
  component: CommercialPropertyPage,
});
