import { createFileRoute } from '@tanstack/react-router';
import { SitemapView, sitemapHead } from '@/features/seo/sitemap-view';

export const Route = createFileRoute('/news-sitemap.xml')({
  head: () => sitemapHead('news-sitemap'),
  component: () => <SitemapView kind="news-sitemap" />,
});
