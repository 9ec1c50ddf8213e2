import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from './-components/area-page';
import { loadAreaPage } from './-components/area-route';
import { loadedHead } from '@/lib/seo';

export const Route = createFileRoute('/yas-island')({
  staticData: { prerender: true },
  loader: ({ context }) => loadAreaPage('yas-island', context),
  head: loadedHead,
  component: YasIslandRoute,
});

function YasIslandRoute() {
  return <AreaPage doc={Route.useLoaderData().doc} />;
}
