import { createFileRoute } from '@tanstack/react-router';
import { LOCATIONS, locationHead } from '@/features/content/location-data';
import { LocationPage } from '@/features/content/location-page';
import { areaCountsQueryOptions } from '@/features/listings/api/area-counts';
import { AreaLiveCounts } from '@/features/listings/components/area-live-counts';

const AREA = LOCATIONS['downtown-abu-dhabi'].name;

export const Route = createFileRoute('/downtown-abu-dhabi')({
  // Starts the live counts without holding the page back: they show their own loading state.
  loader: ({ context }) => void context.queryClient.prefetchQuery(areaCountsQueryOptions(AREA)),
  head: () => locationHead('downtown-abu-dhabi'),
  component: () => <LocationPage slug="downtown-abu-dhabi" liveCounts={<AreaLiveCounts area={AREA} />} />,
});
