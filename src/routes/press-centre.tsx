import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { PressCentrePage } from '@/features/content/company-pages';

export const Route = createFileRoute('/press-centre')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('company/press-centre', 'company', context.i18n),
  head: loadedHead,
  component: PressCentreRoute,
});

function PressCentreRoute() {
  return <PressCentrePage doc={Route.useLoaderData().doc} />;
}
