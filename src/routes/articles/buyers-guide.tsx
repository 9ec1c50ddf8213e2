import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '@/features/content/article-page';

export const Route = createFileRoute('/articles/buyers-guide')({
  head: () => import('@/features/content/article-data').then((m) => m.articleHead('buyers-guide')),
  component: () => <ArticlePage slug="buyers-guide" />,
});
