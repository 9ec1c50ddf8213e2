import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { NewsPage } from '@/features/content/news-page';

export const Route = createFileRoute('/property-news')({
  loader: () => loadContent('news/property-news', 'news'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: PropertyNewsRoute,
});

function PropertyNewsRoute() {
  return <NewsPage doc={Route.useLoaderData()} />;
}
