import { createFileRoute } from '@tanstack/react-router';
import { ArticleList } from '@/features/content/article-list';
import { loadArticleList } from '@/features/content/article-list-data';
import { contentHead } from '@/features/content/content-head';

export const Route = createFileRoute('/articles/')({
  loader: loadArticleList,
  head: ({ loaderData }) => contentHead(loaderData?.doc, '/articles'),
  component: ArticlesRoute,
});

function ArticlesRoute() {
  return <ArticleList data={Route.useLoaderData()} route="/articles" />;
}
