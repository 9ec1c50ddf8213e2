import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { GuidePage } from '@/features/content/templates/guide-page';

export const Route = createFileRoute('/seller-guides')({
  loader: () => loadContent('guides/seller-guides', 'guide'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: SellerGuidesRoute,
});

function SellerGuidesRoute() {
  return <GuidePage doc={Route.useLoaderData()} />;
}
