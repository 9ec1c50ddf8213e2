import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { LegalPage } from '@/features/content/legal-page';

export const Route = createFileRoute('/privacy-policy')({
  loader: () => loadContent('legal/privacy-policy', 'legal'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: PrivacyPolicyRoute,
});

function PrivacyPolicyRoute() {
  return <LegalPage doc={Route.useLoaderData()} />;
}
