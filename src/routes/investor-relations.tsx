import { createFileRoute } from '@tanstack/react-router';
import { InvestorRelationsPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/investor-relations')({
  head: () => import('@/features/content/company-data').then((m) => m.companyHead('investor-relations')),
  component: InvestorRelationsPage,
});
