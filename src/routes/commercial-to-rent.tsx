import { createFileRoute } from '@tanstack/react-router';
import { CommercialToRentPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/commercial-to-rent')({
  head: () => import('@/features/content/data/pages').then((m) => m.contentHead('commercialToRent')),
  component: CommercialToRentPage,
});
