import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { FaqsPage } from '@/features/content/faq-accordion';

export const Route = createFileRoute('/faqs')({
  loader: ({ context }) => loadContent('faqs', 'faqs', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: FaqsRoute,
});

function FaqsRoute() {
  return <FaqsPage doc={Route.useLoaderData()} />;
}
