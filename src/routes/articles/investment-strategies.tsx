import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { ArticlePage } from '@/features/content/article-page';

export const Route = createFileRoute('/articles/investment-strategies')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('articles/investment-strategies', 'article', context.i18n),
  head: loadedHead,
  component: ArticlesInvestmentStrategiesRoute,
});

function ArticlesInvestmentStrategiesRoute() {
  return <ArticlePage doc={Route.useLoaderData().doc} />;
}
