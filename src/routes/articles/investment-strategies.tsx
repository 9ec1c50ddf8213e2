import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { ArticlePage } from '@/features/content/article-page';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/articles/investment-strategies')({
  loader: () => loadContent('articles/investment-strategies', 'article'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: ArticlesInvestmentStrategiesRoute,
});

function ArticlesInvestmentStrategiesRoute() {
  return <ArticlePage doc={Route.useLoaderData()} />;
}
