import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { ArticlePage } from '@/features/content/article-page';

export const Route = createFileRoute('/articles/buyers-guide')({
  loader: ({ context }) => loadContent('articles/buyers-guide', 'article', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: ArticlesBuyersGuideRoute,
});

function ArticlesBuyersGuideRoute() {
  return <ArticlePage doc={Route.useLoaderData()} />;
}
