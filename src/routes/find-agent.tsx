import { createFileRoute } from '@tanstack/react-router';
import { contentHead } from '@/features/content/data/pages';
import { FindAgentPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/find-agent')({
  head: () => contentHead('findAgent'),
  component: FindAgentPage,
});
