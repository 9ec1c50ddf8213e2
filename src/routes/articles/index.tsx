import { createFileRoute } from '@tanstack/react-router';
import { ArticleList } from '@/features/content/article-list';

export const Route = createFileRoute('/articles/')({
  head: () => import('@/features/content/article-data').then((m) => m.articleListHead('articles')),
  component: () => <ArticleList variant="articles" />,
});
