import { createFileRoute } from '@tanstack/react-router';
import { loadContentPage } from '@/features/content/content-head';
import { loadedHead } from '@/lib/seo';
import { CareersPage } from '@/features/content/company-pages';

export const Route = createFileRoute('/careers')({
  staticData: { prerender: true },
  loader: ({ context }) => loadContentPage('company/careers', 'company', context.i18n),
  head: loadedHead,
  component: CareersRoute,
});

function CareersRoute() {
  return <CareersPage doc={Route.useLoaderData().doc} />;
}
