import { createFileRoute } from '@tanstack/react-router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { ContactPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/contact-us')({
  loader: ({ context }) => loadContent('company/contact-us', 'company', contentLang(context.i18n)),
  head: ({ loaderData, match }) => contentHead(loaderData, match.context.i18n),
  component: ContactUsRoute,
});

function ContactUsRoute() {
  return <ContactPage doc={Route.useLoaderData()} />;
}
