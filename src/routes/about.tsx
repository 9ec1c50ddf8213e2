import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { AboutPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/about')({
  loader: ({ context }) => loadContent('company/about', 'company', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: AboutRoute,
});

function AboutRoute() {
  return <AboutPage doc={Route.useLoaderData()} />;
}
