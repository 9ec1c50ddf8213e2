import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { OverseasHomesPage } from '@/features/content/static-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/overseas-homes')({
  loader: () => loadContent('pages/overseas-homes', 'data-page'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: OverseasHomesRoute,
});

function OverseasHomesRoute() {
  return <OverseasHomesPage doc={Route.useLoaderData()} />;
}
