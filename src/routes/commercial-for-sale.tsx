import { createFileRoute } from '@tanstack/react-router';
import { contentHead } from '@/features/content/data/pages';
import { CommercialForSalePage } from '@/features/content/static-pages';

export const Route = createFileRoute('/commercial-for-sale')({
  head: () => contentHead('commercialForSale'),
  component: CommercialForSalePage,
});
