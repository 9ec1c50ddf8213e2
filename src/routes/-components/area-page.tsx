import type { DocOf } from '@/features/content/content-schema';
import { LocationPage } from '@/features/content/location-page';
import { AreaLiveCounts } from '@/features/listings/components/area-live-counts';

/** An area page: the area's guide with the live counts of its listings for sale and to rent. */
export function AreaPage({ doc }: { doc: DocOf<'location'> }) {
  return <LocationPage doc={doc} liveCounts={<AreaLiveCounts area={doc.meta.name} />} />;
}
