import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { GuidePage } from '@/features/content/templates/guide-page';

export const Route = createFileRoute('/property-guides')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('guides/property-guides', 'guide', context.i18n),
  head: loadedHead,
  component: PropertyGuidesRoute,
});

function PropertyGuidesRoute() {
  return <GuidePage doc={Route.useLoaderData().doc} />;
}
