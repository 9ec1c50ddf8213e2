import { createFileRoute } from '@tanstack/react-router';
import { articleHead } from '@/features/content/article-data';
import { ArticlePage } from '@/features/content/article-page';

export const Route = createFileRoute('/articles/buyers-guide')({
  head: () => articleHead('buyers-guide'),
  component: () => <ArticlePage slug="buyers-guide" />,
});
