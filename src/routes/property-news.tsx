import { createFileRoute } from '@tanstack/react-router';
import { NewsPage } from '@/features/content/news-page';

export const Route = createFileRoute('/property-news')({
  head: () => import('@/features/content/news-data').then((m) => m.newsHead()),
  component: NewsPage,
});
