import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { FaqsPage } from '@/features/content/faq-accordion';

export const Route = createFileRoute('/faqs')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('faqs', 'faqs', context.i18n),
  head: loadedHead,
  component: FaqsRoute,
});

function FaqsRoute() {
  return <FaqsPage doc={Route.useLoaderData().doc} />;
}
