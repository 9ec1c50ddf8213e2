import { createFileRoute } from '@tanstack/react-router';
import { articleListHead } from '@/features/content/article-data';
import { ArticleList } from '@/features/content/article-list';

export const Route = createFileRoute('/tech-blog')({
  head: () => articleListHead('tech-blog'),
  component: () => <ArticleList variant="tech-blog" />,
});
