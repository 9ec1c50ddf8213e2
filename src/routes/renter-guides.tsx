import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { GuidePage } from '@/features/content/templates/guide-page';

export const Route = createFileRoute('/renter-guides')({
  loader: () => loadContent('guides/renter-guides', 'guide'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: RenterGuidesRoute,
});

function RenterGuidesRoute() {
  return <GuidePage doc={Route.useLoaderData()} />;
}
