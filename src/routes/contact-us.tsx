import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/contact-us')({
  head: () => import('@/features/content/company-data').then((m) => m.companyHead('contact-us')),
  component: ContactPage,
});
