import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { FindAgentPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/find-agent')({
  loader: ({ context }) => loadContentPage('pages/find-agent', 'data-page', context.i18n),
  head: loadedHead,
  component: FindAgentRoute,
});

function FindAgentRoute() {
  return <FindAgentPage doc={Route.useLoaderData().doc} />;
}
