import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { ArticlePage } from '@/features/content/article-page';

export const Route = createFileRoute('/articles/buyers-guide')({
  loader: () => loadContent('articles/buyers-guide', 'article'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: ArticlesBuyersGuideRoute,
});

function ArticlesBuyersGuideRoute() {
  return <ArticlePage doc={Route.useLoaderData()} />;
}
