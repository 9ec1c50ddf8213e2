import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { GuidePage } from '@/features/content/templates/guide-page';

export const Route = createFileRoute('/property-guides')({
  loader: ({ context }) => loadContent('guides/property-guides', 'guide', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: PropertyGuidesRoute,
});

function PropertyGuidesRoute() {
  return <GuidePage doc={Route.useLoaderData()} />;
}
