import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { ArticlePage } from '@/features/content/article-page';

export const Route = createFileRoute('/articles/buyers-guide')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('articles/buyers-guide', 'article', context.i18n),
  head: loadedHead,
  component: ArticlesBuyersGuideRoute,
});

function ArticlesBuyersGuideRoute() {
  return <ArticlePage doc={Route.useLoaderData().doc} />;
}
