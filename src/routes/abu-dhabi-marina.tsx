import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from './-components/area-page';
import { areaRouteOptions } from './-components/area-route';

export const Route = createFileRoute('/abu-dhabi-marina')({
  ...areaRouteOptions('abu-dhabi-marina'),
  component: AbuDhabiMarinaRoute,
});

function AbuDhabiMarinaRoute() {
  return <AreaPage doc={Route.useLoaderData()} />;
}
