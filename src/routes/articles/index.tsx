import { createFileRoute } from '@tanstack/react-router';
import { ArticleList } from '@/features/content/article-list';
import { loadArticleList } from '@/features/content/article-list-data';
import { contentHead } from '@/features/content/content-head';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/articles/')({
  loader: loadArticleList,
  head: ({ loaderData, match }) => contentHead(loaderData?.doc, localeOf(match.context.i18n), '/articles'),
  component: ArticlesRoute,
});

function ArticlesRoute() {
  return <ArticleList data={Route.useLoaderData()} route="/articles" />;
}
