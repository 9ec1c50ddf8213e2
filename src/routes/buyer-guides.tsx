import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { GuidePage } from '@/features/content/templates/guide-page';

export const Route = createFileRoute('/buyer-guides')({
  loader: () => loadContent('guides/buyer-guides', 'guide'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: BuyerGuidesRoute,
});

function BuyerGuidesRoute() {
  return <GuidePage doc={Route.useLoaderData()} />;
}
