import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { CommercialToRentPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/commercial-to-rent')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('pages/commercial-to-rent', 'data-page', context.i18n),
  head: loadedHead,
  component: CommercialToRentRoute,
});

function CommercialToRentRoute() {
  return <CommercialToRentPage doc={Route.useLoaderData().doc} />;
}
