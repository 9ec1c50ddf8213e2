import { createFileRoute } from '@tanstack/react-router';
import { SitemapView } from '@/features/seo/sitemap-view';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/sitemap.xml')({
  head: ({ match }) => import('@/features/seo/sitemap-view').then((m) => m.sitemapHead('sitemap', localeOf(match.context.i18n))),
  component: () => <SitemapView kind="sitemap" />,
});
