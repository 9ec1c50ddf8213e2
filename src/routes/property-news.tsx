import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { NewsPage } from '@/features/content/news-page';

export const Route = createFileRoute('/property-news')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('news/property-news', 'news', context.i18n),
  head: loadedHead,
  component: PropertyNewsRoute,
});

function PropertyNewsRoute() {
  return <NewsPage doc={Route.useLoaderData().doc} />;
}
