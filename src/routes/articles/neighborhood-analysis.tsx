import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { ArticlePage } from '@/features/content/article-page';

export const Route = createFileRoute('/articles/neighborhood-analysis')({
  loader: () => loadContent('articles/neighborhood-analysis', 'article'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: ArticlesNeighborhoodAnalysisRoute,
});

function ArticlesNeighborhoodAnalysisRoute() {
  return <ArticlePage doc={Route.useLoaderData()} />;
}
