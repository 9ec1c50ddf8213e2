import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { LegalPage } from '@/features/content/legal-page';

export const Route = createFileRoute('/terms-conditions')({
  loader: ({ context }) => loadContent('legal/terms-conditions', 'legal', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: TermsConditionsRoute,
});

function TermsConditionsRoute() {
  return <LegalPage doc={Route.useLoaderData()} />;
}
