import { LatestListings } from '@/features/listings/components/latest-listings';
import { SaveButton } from '@/features/saved/save-button';

/** Home's latest listings, each card with its heart. */
export function HomeLatestListings() {
  return <LatestListings renderAction={(p) => <SaveButton propertyId={p.id} />} />;
}
