import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from './-components/area-page';
import { loadAreaPage } from './-components/area-route';
import { loadedHead } from '@/lib/seo';

export const Route = createFileRoute('/saadiyat-island')({
  staticData: { prerender: true },
  loader: ({ context }) => loadAreaPage('saadiyat-island', context),
  head: loadedHead,
  component: SaadiyatIslandRoute,
});

function SaadiyatIslandRoute() {
  return <AreaPage doc={Route.useLoaderData().doc} />;
}
