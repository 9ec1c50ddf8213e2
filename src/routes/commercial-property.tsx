import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { CommercialPropertyPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/commercial-property')({
  loader: ({ context }) => loadContentPage('pages/commercial-property', 'data-page', context.i18n),
  head: loadedHead,
  component: CommercialPropertyRoute,
});

function CommercialPropertyRoute() {
  return <CommercialPropertyPage doc={Route.useLoaderData().doc} />;
}
