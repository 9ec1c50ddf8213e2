import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { InvestorRelationsPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/investor-relations')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('company/investor-relations', 'company', context.i18n),
  head: loadedHead,
  component: InvestorRelationsRoute,
});

function InvestorRelationsRoute() {
  return <InvestorRelationsPage doc={Route.useLoaderData().doc} />;
}
