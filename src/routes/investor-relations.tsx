import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { InvestorRelationsPage } from '@/features/content/company-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/investor-relations')({
  loader: () => loadContent('company/investor-relations', 'company'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: InvestorRelationsRoute,
});

function InvestorRelationsRoute() {
  return <InvestorRelationsPage doc={Route.useLoaderData()} />;
}
