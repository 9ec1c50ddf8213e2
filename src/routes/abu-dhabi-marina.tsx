import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from './-components/area-page';
import { loadAreaPage } from './-components/area-route';
import { loadedHead } from '@/lib/seo';

export const Route = createFileRoute('/abu-dhabi-marina')({
  staticData: { prerender: true },
  loader: ({ context }) => loadAreaPage('abu-dhabi-marina', context),
  head: loadedHead,
  component: AbuDhabiMarinaRoute,
});

function AbuDhabiMarinaRoute() {
  return <AreaPage doc={Route.useLoaderData().doc} />;
}
