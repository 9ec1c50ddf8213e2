import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { FindAgentPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/find-agent')({
  loader: () => loadContent('pages/find-agent', 'data-page'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: FindAgentRoute,
});

function FindAgentRoute() {
  return <FindAgentPage doc={Route.useLoaderData()} />;
}
