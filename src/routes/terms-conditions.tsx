import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { LegalPage } from '@/features/content/legal-page';

export const Route = createFileRoute('/terms-conditions')({
  loader: () => loadContent('legal/terms-conditions', 'legal'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: TermsConditionsRoute,
});

function TermsConditionsRoute() {
  return <LegalPage doc={Route.useLoaderData()} />;
}
