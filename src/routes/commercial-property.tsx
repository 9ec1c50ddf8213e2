import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { CommercialPropertyPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/commercial-property')({
  loader: () => loadContent('pages/commercial-property', 'data-page'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: CommercialPropertyRoute,
});

function CommercialPropertyRoute() {
  return <CommercialPropertyPage doc={Route.useLoaderData()} />;
}
