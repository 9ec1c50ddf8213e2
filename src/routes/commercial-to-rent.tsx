import { createFileRoute } from '@tanstack/react-router';
import { contentHead } from '@/features/content/data/pages';
import { CommercialToRentPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/commercial-to-rent')({
  head: () => contentHead('commercialToRent'),
  component: CommercialToRentPage,
});
