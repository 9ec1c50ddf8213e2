import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { LegalPage } from '@/features/content/legal-page';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('legal/privacy-policy', 'legal', context.i18n),
  head: loadedHead,
  component: PrivacyPolicyRoute,
});

function PrivacyPolicyRoute() {
  return <LegalPage doc={Route.useLoaderData().doc} />;
}
