import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { GuidePage } from '@/features/content/templates/guide-page';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/seller-guides')({
  loader: () => loadContent('guides/seller-guides', 'guide'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: SellerGuidesRoute,
});

function SellerGuidesRoute() {
  return <GuidePage doc={Route.useLoaderData()} />;
}
