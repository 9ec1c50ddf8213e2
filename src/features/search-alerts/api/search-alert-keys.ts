import { queryKeyOf } from '@/lib/query-roots';

// Query keys of saved-search reads: the factories build their keys from these, and writes
// invalidate through them.
export const searchAlertKeys = {
  /** A signed-in user's saved searches. */
  savedSearches: (userId: string) => queryKeyOf('saved-searches', userId),
};
