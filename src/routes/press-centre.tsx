import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { PressCentrePage } from '@/features/content/company-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/press-centre')({
  loader: () => loadContent('company/press-centre', 'company'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: PressCentreRoute,
});

function PressCentreRoute() {
  return <PressCentrePage doc={Route.useLoaderData()} />;
}
