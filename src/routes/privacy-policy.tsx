import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { LegalPage } from '@/features/content/legal-page';

export const Route = createFileRoute('/privacy-policy')({
  loader: ({ context }) => loadContent('legal/privacy-policy', 'legal', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: PrivacyPolicyRoute,
});

function PrivacyPolicyRoute() {
  return <LegalPage doc={Route.useLoaderData()} />;
}
