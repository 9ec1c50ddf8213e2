import { createFileRoute } from '@tanstack/react-router';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { ContactPage } from '@/features/content/company-pages';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/contact-us')({
  loader: () => loadContent('company/contact-us', 'company'),
  head: ({ loaderData, match }) => contentHead(loaderData, localeOf(match.context.i18n)),
  component: ContactUsRoute,
});

function ContactUsRoute() {
  return <ContactPage doc={Route.useLoaderData()} />;
}
