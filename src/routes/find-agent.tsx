import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { FindAgentPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/find-agent')({
  loader: ({ context }) => loadContent('pages/find-agent', 'data-page', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: FindAgentRoute,
});

function FindAgentRoute() {
  return <FindAgentPage doc={Route.useLoaderData()} />;
}
