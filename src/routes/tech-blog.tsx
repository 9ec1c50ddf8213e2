import { createFileRoute } from '@tanstack/react-router';
import { ArticleList } from '@/features/content/article-list';
import { loadArticleList } from '@/features/content/article-list-data';
import { contentLang } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';

export const Route = createFileRoute('/tech-blog')({
  staticData: { prerender: true },
  loader: async ({ context }) => {
    const list = await loadArticleList(contentLang(context.i18n));
    return { list, head: contentHead(list.doc, context.i18n, '/tech-blog') };
  },
  head: loadedHead,
  component: TechBlogRoute,
});

function TechBlogRoute() {
  return <ArticleList data={Route.useLoaderData().list} route="/tech-blog" />;
}
