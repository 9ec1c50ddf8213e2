import { createFileRoute } from '@tanstack/react-router';
import { companyHead } from '@/features/content/company-data';
import { AboutPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/about')({
  head: () => companyHead('about'),
  component: AboutPage,
});
