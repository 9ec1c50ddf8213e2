import { createFileRoute } from '@tanstack/react-router';
import { ArticleList } from '@/features/content/article-list';
import { loadArticleList } from '@/features/content/article-list-data';
import { contentLang } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';

export const Route = createFileRoute('/tech-blog')({
  loader: ({ context }) => loadArticleList(contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData?.doc, match.context.i18n, '/tech-blog'),
  component: TechBlogRoute,
});

function TechBlogRoute() {
  return <ArticleList data={Route.useLoaderData()} route="/tech-blog" />;
}
