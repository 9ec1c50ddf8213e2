import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { GuidePage } from '@/features/content/templates/guide-page';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/property-guides')({
  loader: () => loadContent('guides/property-guides', 'guide'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: PropertyGuidesRoute,
});

function PropertyGuidesRoute() {
  return <GuidePage doc={Route.useLoaderData()} />;
}
