import { createFileRoute } from '@tanstack/react-router';
import { ArticleList } from '@/features/content/article-list';
import { loadArticleList } from '@/features/content/article-list-data';
import { contentLang } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';

export const Route = createFileRoute('/articles/')({
  loader: ({ context }) => loadArticleList(contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData?.doc, match.context.i18n, '/articles'),
  component: ArticlesRoute,
});

function ArticlesRoute() {
  return <ArticleList data={Route.useLoaderData()} route="/articles" />;
}
