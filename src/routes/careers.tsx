import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { CareersPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/careers')({
  loader: () => loadContent('company/careers', 'company'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: CareersRoute,
});

function CareersRoute() {
  return <CareersPage doc={Route.useLoaderData()} />;
}
