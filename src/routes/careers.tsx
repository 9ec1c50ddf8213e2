import { createFileRoute } from '@tanstack/react-router';
import { CareersPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/careers')({
  head: () => import('@/features/content/company-data').then((m) => m.companyHead('careers')),
  component: CareersPage,
});
