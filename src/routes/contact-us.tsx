import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { ContactPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/contact-us')({
  loader: () => loadContent('company/contact-us', 'company'),
  head: ({ loaderData }) => contentHead(loaderData),
  component: ContactUsRoute,
});

function ContactUsRoute() {
  return <ContactPage doc={Route.useLoaderData()} />;
}
