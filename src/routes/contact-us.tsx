import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { ContactPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/contact-us')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('company/contact-us', 'company', context.i18n),
  head: loadedHead,
  component: ContactUsRoute,
});

function ContactUsRoute() {
  return <ContactPage doc={Route.useLoaderData().doc} />;
}
