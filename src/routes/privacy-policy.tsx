import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { LegalPage } from '@/features/content/legal-page';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/privacy-policy')({
  loader: () => loadContent('legal/privacy-policy', 'legal'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: PrivacyPolicyRoute,
});

function PrivacyPolicyRoute() {
  return <LegalPage doc={Route.useLoaderData()} />;
}
