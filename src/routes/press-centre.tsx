import { createFileRoute } from '@tanstack/react-router';
import { PressCentrePage } from '@/features/content/company-pages';

export const Route = createFileRoute('/press-centre')({
  head: () => import('@/features/content/company-data').then((m) => m.companyHead('press-centre')),
  component: PressCentrePage,
});
