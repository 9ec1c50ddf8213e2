import { createFileRoute } from '@tanstack/react-router';
import { SitemapView } from '@/features/seo/sitemap-view';

export const Route = createFileRoute('/sitemap.xml')({
  head: () => import('@/features/seo/sitemap-view').then((m) => m.sitemapHead('sitemap')),
  component: () => <SitemapView kind="sitemap" />,
});
