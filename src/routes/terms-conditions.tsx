import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { LegalPage } from '@/features/content/legal-page';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/terms-conditions')({
  loader: () => loadContent('legal/terms-conditions', 'legal'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: TermsConditionsRoute,
});

function TermsConditionsRoute() {
  return <LegalPage doc={Route.useLoaderData()} />;
}
