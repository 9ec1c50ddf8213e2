import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { GuidePage } from '@/features/content/templates/guide-page';

export const Route = createFileRoute('/buyer-guides')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('guides/buyer-guides', 'guide', context.i18n),
  head: loadedHead,
  component: BuyerGuidesRoute,
});

function BuyerGuidesRoute() {
  return <GuidePage doc={Route.useLoaderData().doc} />;
}
