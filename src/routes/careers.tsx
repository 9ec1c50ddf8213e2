import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { CareersPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/careers')({
  loader: ({ context }) => loadContent('company/careers', 'company', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: CareersRoute,
});

function CareersRoute() {
  return <CareersPage doc={Route.useLoaderData()} />;
}
