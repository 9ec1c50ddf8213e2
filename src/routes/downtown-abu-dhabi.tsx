import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from './-components/area-page';
import { areaRouteOptions } from './-components/area-route';

export const Route = createFileRoute('/downtown-abu-dhabi')({
  ...areaRouteOptions('downtown-abu-dhabi'),
  component: DowntownAbuDhabiRoute,
});

function DowntownAbuDhabiRoute() {
  return <AreaPage doc={Route.useLoaderData()} />;
}
