import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { CareersPage } from '@/features/content/company-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/careers')({
  loader: () => loadContent('company/careers', 'company'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: CareersRoute,
});

function CareersRoute() {
  return <CareersPage doc={Route.useLoaderData()} />;
}
