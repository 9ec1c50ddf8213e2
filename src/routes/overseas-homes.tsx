import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { OverseasHomesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/overseas-homes')({
  loader: () => loadContent('pages/overseas-homes', 'data-page'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: OverseasHomesRoute,
});

function OverseasHomesRoute() {
  return <OverseasHomesPage doc={Route.useLoaderData()} />;
}
