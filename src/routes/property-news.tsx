import { createFileRoute } from '@tanstack/react-router';
import { newsHead } from '@/features/content/news-data';
import { NewsPage } from '@/features/content/news-page';

export const Route = createFileRoute('/property-news')({
  head: newsHead,
  component: NewsPage,
});
