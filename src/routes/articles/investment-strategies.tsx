import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { ArticlePage } from '@/features/content/article-page';

export const Route = createFileRoute('/articles/investment-strategies')({
  loader: () => loadContent('articles/investment-strategies', 'article'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: ArticlesInvestmentStrategiesRoute,
});

function ArticlesInvestmentStrategiesRoute() {
  return <ArticlePage doc={Route.useLoaderData()} />;
}
