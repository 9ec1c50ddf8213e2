import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '@/features/content/article-page';

export const Route = createFileRoute('/articles/neighborhood-analysis')({
  head: () => import('@/features/content/article-data').then((m) => m.articleHead('neighborhood-analysis')),
  component: () => <ArticlePage slug="neighborhood-analysis" />,
});
