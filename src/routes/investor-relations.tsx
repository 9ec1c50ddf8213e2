import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { InvestorRelationsPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/investor-relations')({
  loader: ({ context }) => loadContent('company/investor-relations', 'company', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: InvestorRelationsRoute,
});

function InvestorRelationsRoute() {
  return <InvestorRelationsPage doc={Route.useLoaderData()} />;
}
