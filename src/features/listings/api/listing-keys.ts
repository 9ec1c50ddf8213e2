import { queryKeyOf } from '@/lib/query-roots';

// Query keys of listing reads, in one place: the factories build their keys from these, and
// writes invalidate through them.
export const listingKeys = {
  /** Every public listing read (search, latest, detail, by ids). */
  all: queryKeyOf('listings'),
  /** A signed-in user's own listings and the listings they are editing. */
  mine: (userId: string) => queryKeyOf('my-listings', userId),
  /** The cards of a signed-in user's saved listings (which listings they saved is theirs alone). */
  savedListings: (userId: string, ids: readonly string[]) => queryKeyOf('saved-listings', userId, [...ids]),
};
