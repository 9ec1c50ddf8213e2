import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from './-components/area-page';
import { areaRouteOptions } from './-components/area-route';

export const Route = createFileRoute('/saadiyat-island')({
  ...areaRouteOptions('saadiyat-island'),
  component: SaadiyatIslandRoute,
});

function SaadiyatIslandRoute() {
  return <AreaPage doc={Route.useLoaderData()} />;
}
