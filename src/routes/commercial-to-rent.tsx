import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { CommercialToRentPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/commercial-to-rent')({
  loader: ({ context }) => loadContent('pages/commercial-to-rent', 'data-page', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: CommercialToRentRoute,
});

function CommercialToRentRoute() {
  return <CommercialToRentPage doc={Route.useLoaderData()} />;
}
