import { createFileRoute } from '@tanstack/react-router';
import { companyHead } from '@/features/content/company-data';
import { InvestorRelationsPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/investor-relations')({
  head: () => companyHead('investor-relations'),
  component: InvestorRelationsPage,
});
