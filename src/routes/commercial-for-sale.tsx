import { createFileRoute } from '@tanstack/react-router';
import { CommercialForSalePage } from '@/features/content/static-pages';

export const Route = createFileRoute('/commercial-for-sale')({
  head: () => import('@/features/content/data/pages').then((m) => m.contentHead('commercialForSale')),
  component: CommercialForSalePage,
});
