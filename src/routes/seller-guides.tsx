import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { GuidePage } from '@/features/content/templates/guide-page';

export const Route = createFileRoute('/seller-guides')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('guides/seller-guides', 'guide', context.i18n),
  head: loadedHead,
  component: SellerGuidesRoute,
});

function SellerGuidesRoute() {
  return <GuidePage doc={Route.useLoaderData().doc} />;
}
