import { createFileRoute } from '@tanstack/react-router';
import { ArticleList } from '@/features/content/article-list';
import { loadArticleList } from '@/features/content/article-list-data';
import { contentHead } from '@/features/content/content-head';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/tech-blog')({
  loader: loadArticleList,
  head: ({ loaderData, match }) => contentHead(loaderData?.doc, localeOf(match.context.i18n), '/tech-blog'),
  component: TechBlogRoute,
});

function TechBlogRoute() {
  return <ArticleList data={Route.useLoaderData()} route="/tech-blog" />;
}
