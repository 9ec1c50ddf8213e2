import { createFileRoute } from '@tanstack/react-router';
import { FindAgentPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/find-agent')({
  head: () => import('@/features/content/data/pages').then((m) => m.contentHead('findAgent')),
  component: FindAgentPage,
});
