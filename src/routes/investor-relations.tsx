import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { InvestorRelationsPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/investor-relations')({
  loader: () => loadContent('company/investor-relations', 'company'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: InvestorRelationsRoute,
});

function InvestorRelationsRoute() {
  return <InvestorRelationsPage doc={Route.useLoaderData()} />;
}
