import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { NewsPage } from '@/features/content/news-page';

export const Route = createFileRoute('/property-news')({
  loader: ({ context }) => loadContent('news/property-news', 'news', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: PropertyNewsRoute,
});

function PropertyNewsRoute() {
  return <NewsPage doc={Route.useLoaderData()} />;
}
