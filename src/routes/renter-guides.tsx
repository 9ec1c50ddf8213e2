import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { GuidePage } from '@/features/content/templates/guide-page';

export const Route = createFileRoute('/renter-guides')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('guides/renter-guides', 'guide', context.i18n),
  head: loadedHead,
  component: RenterGuidesRoute,
});

function RenterGuidesRoute() {
  return <GuidePage doc={Route.useLoaderData().doc} />;
}
