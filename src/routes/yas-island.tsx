import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from './-components/area-page';
import { areaRouteOptions } from './-components/area-route';

export const Route = createFileRoute('/yas-island')({
  ...areaRouteOptions('yas-island'),
  component: YasIslandRoute,
});

function YasIslandRoute() {
  return <AreaPage doc={Route.useLoaderData()} />;
}
