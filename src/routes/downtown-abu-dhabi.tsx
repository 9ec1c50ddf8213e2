import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from './-components/area-page';
import { loadAreaPage } from './-components/area-route';
import { loadedHead } from '@/lib/seo';

export const Route = createFileRoute('/downtown-abu-dhabi')({
  staticData: { prerender: true },
  loader: ({ context }) => loadAreaPage('downtown-abu-dhabi', context),
  head: loadedHead,
  component: DowntownAbuDhabiRoute,
});

function DowntownAbuDhabiRoute() {
  return <AreaPage doc={Route.useLoaderData().doc} />;
}
