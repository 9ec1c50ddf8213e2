import { createFileRoute } from '@tanstack/react-router';
import { ArticleList } from '@/features/content/article-list';
import { loadArticleList } from '@/features/content/article-list-data';
import { contentHead } from '@/features/content/content-head';

export const Route = createFileRoute('/tech-blog')({
  loader: loadArticleList,
  head: ({ loaderData }) => contentHead(loaderData?.doc, '/tech-blog'),
  component: TechBlogRoute,
});

function TechBlogRoute() {
  return <ArticleList data={Route.useLoaderData()} route="/tech-blog" />;
}
