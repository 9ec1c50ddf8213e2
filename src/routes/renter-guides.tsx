import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { GuidePage } from '@/features/content/templates/guide-page';

export const Route = createFileRoute('/renter-guides')({
  loader: ({ context }) => loadContent('guides/renter-guides', 'guide', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: RenterGuidesRoute,
});

function RenterGuidesRoute() {
  return <GuidePage doc={Route.useLoaderData()} />;
}
