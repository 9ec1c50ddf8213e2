import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { AboutPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/about')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('company/about', 'company', context.i18n),
  head: loadedHead,
  component: AboutRoute,
});

function AboutRoute() {
  return <AboutPage doc={Route.useLoaderData().doc} />;
}
