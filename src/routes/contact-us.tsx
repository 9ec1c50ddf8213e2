import { createFileRoute } from '@tanstack/react-router';
import { companyHead } from '@/features/content/company-data';
import { ContactPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/contact-us')({
  head: () => companyHead('contact-us'),
  component: ContactPage,
});
