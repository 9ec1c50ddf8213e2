import { createFileRoute } from '@tanstack/react-router';
import { ArticleList } from '@/features/content/article-list';

export const Route = createFileRoute('/tech-blog')({
  head: () => import('@/features/content/article-data').then((m) => m.articleListHead('tech-blog')),
  component: () => <ArticleList variant="tech-blog" />,
});
