import { createFileRoute } from '@tanstack/react-router';
import { articleHead } from '@/features/content/article-data';
import { ArticlePage } from '@/features/content/article-page';

export const Route = createFileRoute('/articles/neighborhood-analysis')({
  head: () => articleHead('neighborhood-analysis'),
  component: () => <ArticlePage slug="neighborhood-analysis" />,
});
