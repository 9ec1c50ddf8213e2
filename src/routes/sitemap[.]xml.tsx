import { createFileRoute } from '@tanstack/react-router';
import { SitemapView } from '@/features/seo/sitemap-view';

export const Route = createFileRoute('/sitemap.xml')({
  head: ({ match }) => import('@/features/seo/sitemap-view').then((m) => m.sitemapHead('sitemap', match.context.i18n)),
  component: () => <SitemapView kind="sitemap" />,
});
