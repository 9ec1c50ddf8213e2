import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { FindAgentPage } from '@/features/content/static-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/find-agent')({
  loader: () => loadContent('pages/find-agent', 'data-page'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: FindAgentRoute,
});

function FindAgentRoute() {
  return <FindAgentPage doc={Route.useLoaderData()} />;
}
