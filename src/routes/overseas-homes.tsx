import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { OverseasHomesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/overseas-homes')({
  loader: ({ context }) => loadContent('pages/overseas-homes', 'data-page', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: OverseasHomesRoute,
});

function OverseasHomesRoute() {
  return <OverseasHomesPage doc={Route.useLoaderData()} />;
}
