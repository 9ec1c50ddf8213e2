import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/about')({
  head: () => import('@/features/content/company-data').then((m) => m.companyHead('about')),
  component: AboutPage,
});
