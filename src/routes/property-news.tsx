import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { NewsPage } from '@/features/content/news-page';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/property-news')({
  loader: () => loadContent('news/property-news', 'news'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: PropertyNewsRoute,
});

function PropertyNewsRoute() {
  return <NewsPage doc={Route.useLoaderData()} />;
}
