import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { CommercialPropertyPage } from '@/features/content/static-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/commercial-property')({
  loader: () => loadContent('pages/commercial-property', 'data-page'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: CommercialPropertyRoute,
});

function CommercialPropertyRoute() {
  return <CommercialPropertyPage doc={Route.useLoaderData()} />;
}
