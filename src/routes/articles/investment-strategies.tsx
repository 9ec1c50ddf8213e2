import { createFileRoute } from '@tanstack/react-router';
import { articleHead } from '@/features/content/article-data';
import { ArticlePage } from '@/features/content/article-page';

export const Route = createFileRoute('/articles/investment-strategies')({
  head: () => articleHead('investment-strategies'),
  component: () => <ArticlePage slug="investment-strategies" />,
});
