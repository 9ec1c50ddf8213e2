import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { FaqsPage } from '@/features/content/faq-accordion';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/faqs')({
  loader: () => loadContent('faqs', 'faqs'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: FaqsRoute,
});

function FaqsRoute() {
  return <FaqsPage doc={Route.useLoaderData()} />;
}
