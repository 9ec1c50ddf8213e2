import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { AboutPage } from '@/features/content/company-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/about')({
  loader: () => loadContent('company/about', 'company'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: AboutRoute,
});

function AboutRoute() {
  return <AboutPage doc={Route.useLoaderData()} />;
}
