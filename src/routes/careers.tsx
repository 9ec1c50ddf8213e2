import { createFileRoute } from '@tanstack/react-router';
import { companyHead } from '@/features/content/company-data';
import { CareersPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/careers')({
  head: () => companyHead('careers'),
  component: CareersPage,
});
