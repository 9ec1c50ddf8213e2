import { createFileRoute } from '@tanstack/react-router';
import { SitemapView } from '@/features/seo/sitemap-view';

export const Route = createFileRoute('/news-sitemap.xml')({
  head: () => import('@/features/seo/sitemap-view').then((m) => m.sitemapHead('news-sitemap')),
  component: () => <SitemapView kind="news-sitemap" />,
});
