import { createFileRoute } from '@tanstack/react-router';
import { FaqsPage } from '@/features/content/faq-accordion';

export const Route = createFileRoute('/faqs')({
  head: () => import('@/features/content/faq-data').then((m) => m.faqsHead()),
  component: FaqsPage,
});
