import { createFileRoute } from '@tanstack/react-router';
import { companyHead } from '@/features/content/company-data';
import { PressCentrePage } from '@/features/content/company-pages';

export const Route = createFileRoute('/press-centre')({
  head: () => companyHead('press-centre'),
  component: PressCentrePage,
});
