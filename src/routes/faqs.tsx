import { createFileRoute } from '@tanstack/react-router';
import { FaqsPage } from '@/features/content/faq-accordion';
import { faqsHead } from '@/features/content/faq-data';

export const Route = createFileRoute('/faqs')({
  head: faqsHead,
  component: FaqsPage,
});
