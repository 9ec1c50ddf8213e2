import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { LegalPage } from '@/features/content/legal-page';

export const Route = createFileRoute('/terms-conditions')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('legal/terms-conditions', 'legal', context.i18n),
  head: loadedHead,
  component: TermsConditionsRoute,
});

function TermsConditionsRoute() {
  return <LegalPage doc={Route.useLoaderData().doc} />;
}
