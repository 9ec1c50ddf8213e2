import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { AboutPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/about')({
  loader: () => loadContent('company/about', 'company'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: AboutRoute,
});

function AboutRoute() {
  return <AboutPage doc={Route.useLoaderData()} />;
}
