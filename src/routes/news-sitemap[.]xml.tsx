import { createFileRoute } from '@tanstack/react-router';
import { SitemapView } from '@/features/seo/sitemap-view';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/news-sitemap.xml')({
  head: ({ match }) => import('@/features/seo/sitemap-view').then((m) => m.sitemapHead('news-sitemap', localeOf(match.context.i18n))),
  component: () => <SitemapView kind="news-sitemap" />,
});
