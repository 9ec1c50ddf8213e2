import { createFileRoute } from '@tanstack/react-router';
import { ArticlePage } from '@/features/content/article-page';

export const Route = createFileRoute('/articles/investment-strategies')({
  head: () => import('@/features/content/article-data').then((m) => m.articleHead('investment-strategies')),
  component: () => <ArticlePage slug="investment-strategies" />,
});
