import { createFileRoute } from '@tanstack/react-router';
import { SitemapView, sitemapHead } from '@/features/seo/sitemap-view';

export const Route = createFileRoute('/sitemap.xml')({
  head: () => sitemapHead('sitemap'),
  component: () => <SitemapView kind="sitemap" />,
});
