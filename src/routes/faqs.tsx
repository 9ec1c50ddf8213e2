import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { FaqsPage } from '@/features/content/faq-accordion';

export const Route = createFileRoute('/faqs')({
  loader: () => loadContent('faqs', 'faqs'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: FaqsRoute,
});

function FaqsRoute() {
  return <FaqsPage doc={Route.useLoaderData()} />;
}
