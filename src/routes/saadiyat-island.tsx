import { createFileRoute } from '@tanstack/react-router';
import { LOCATIONS, locationHead } from '@/features/content/location-data';
import { LocationPage } from '@/features/content/location-page';
import { areaCountsQueryOptions } from '@/features/listings/api/area-counts';
import { AreaLiveCounts } from '@/features/listings/components/area-live-counts';

const AREA = LOCATIONS['saadiyat-island'].name;

export const Route = createFileRoute('/saadiyat-island')({
  // Starts the live counts without holding the page back: they show their own loading state.
  loader: ({ context }) => void context.queryClient.prefetchQuery(areaCountsQueryOptions(AREA)),
  head: () => locationHead('saadiyat-island'),
  component: () => <LocationPage slug="saadiyat-island" liveCounts={<AreaLiveCounts area={AREA} />} />,
});
