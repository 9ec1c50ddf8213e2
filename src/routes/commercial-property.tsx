import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { CommercialPropertyPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/commercial-property')({
  loader: ({ context }) => loadContent('pages/commercial-property', 'data-page', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: CommercialPropertyRoute,
});

function CommercialPropertyRoute() {
  return <CommercialPropertyPage doc={Route.useLoaderData()} />;
}
