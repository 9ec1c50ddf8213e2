import { createFileRoute } from '@tanstack/react-router';
import { OverseasHomesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/overseas-homes')({
  head: () => import('@/features/content/data/pages').then((m) => m.contentHead('overseasHomes')),
  component: OverseasHomesPage,
});
