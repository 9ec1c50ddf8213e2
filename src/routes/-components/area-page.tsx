import { LOCATIONS, type LocationSlug } from '@/features/content/location-data';
import { LocationPage } from '@/features/content/location-page';
import { AreaLiveCounts } from '@/features/listings/components/area-live-counts';

/** An area page: the area's guide with the live counts of its listings for sale and to rent. */
export function AreaPage({ slug }: { slug: LocationSlug }) {
  return <LocationPage slug={slug} liveCounts={<AreaLiveCounts area={LOCATIONS[slug].name} />} />;
}
