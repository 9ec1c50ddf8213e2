import { createFileRoute } from '@tanstack/react-router';
import { SitemapView } from '@/features/seo/sitemap-view';

export const Route = createFileRoute('/news-sitemap.xml')({
  head: ({ match }) => import('@/features/seo/sitemap-view').then((m) => m.sitemapHead('news-sitemap', match.context.i18n)),
  component: () => <SitemapView kind="news-sitemap" />,
});
