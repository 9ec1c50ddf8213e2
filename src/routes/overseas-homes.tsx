import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { OverseasHomesPage } from '@/features/content/static-pages';

export const Route = createFileRoute('/overseas-homes')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('pages/overseas-homes', 'data-page', context.i18n),
  head: loadedHead,
  component: OverseasHomesRoute,
});

function OverseasHomesRoute() {
  return <OverseasHomesPage doc={Route.useLoaderData().doc} />;
}
