import { createFileRoute } from '@tanstack/react-router';
import { contentHead } from '@/features/content/data/pages';
import { CommercialPropertyPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/commercial-property')({
  head: () => contentHead('commercialProperty'),
  component: CommercialPropertyPage,
});
