import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { CommercialToRentPage } from '@/features/content/static-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/commercial-to-rent')({
  loader: () => loadContent('pages/commercial-to-rent', 'data-page'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: CommercialToRentRoute,
});

function CommercialToRentRoute() {
  return <CommercialToRentPage doc={Route.useLoaderData()} />;
}
