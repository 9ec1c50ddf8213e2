import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { ArticlePage } from '@/features/content/article-page';

export const Route = createFileRoute('/articles/neighborhood-analysis')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('articles/neighborhood-analysis', 'article', context.i18n),
  head: loadedHead,
  component: ArticlesNeighborhoodAnalysisRoute,
});

function ArticlesNeighborhoodAnalysisRoute() {
  return <ArticlePage doc={Route.useLoaderData().doc} />;
}
