import { createFileRoute } from '@tanstack/react-router';
import { LOCATIONS } from '@/features/content/location-data';
import { LocationPage } from '@/features/content/location-page';
import { areaCountsQueryOptions } from '@/features/listings/api/area-counts';
import { AreaLiveCounts } from '@/features/listings/components/area-live-counts';

export const Route = createFileRoute('/saadiyat-island')({
  // Starts the live counts without holding the page back: they show their own loading state. The
  // area's name comes with the page's content, so no page but this one carries the area data.
  loader: ({ context }) =>
    void import('@/features/content/location-data').then((data) => context.queryClient.prefetchQuery(areaCountsQueryOptions(data.LOCATIONS['saadiyat-island'].name))),
  head: () => import('@/features/content/location-data').then((m) => m.locationHead('saadiyat-island')),
  component: () => <LocationPage slug="saadiyat-island" liveCounts={<AreaLiveCounts area={LOCATIONS['saadiyat-island'].name} />} />,
});
