// The first element of every query key says whose data it is. Public roots hold what anyone may
// read (listings, their photos and agent cards); private roots hold one user's data, with that
// user's id as the key's second element. Signing out removes the private ones, and only these
// roots are kept on the device between visits.

/** Listing reads: searches, latest, details and their agent cards. */
export const PUBLIC_QUERY_ROOTS: readonly string[] = ['listings'];

/** A signed-in user's own listings, messages, profile, agent card, saved listings and saved searches. */
export const PRIVATE_QUERY_ROOTS: readonly string[] = ['my-listings', 'messages', 'profile', 'agent-profile', 'saved-listings', 'saved-searches'];

export const isPublicQueryKey = (key: readonly unknown[]) => PUBLIC_QUERY_ROOTS.includes(String(key[0]));

const isPrivateQueryKey = (key: readonly unknown[]) => PRIVATE_QUERY_ROOTS.includes(String(key[0]));

/** A private key of this user (never another's, never a signed-out visitor's). */
export const isPrivateQueryKeyOf = (key: readonly unknown[], userId: string | null | undefined) =>
  Boolean(userId) && isPrivateQueryKey(key) && key[1] === userId;

/** A private key of anyone but this user (all of them when signed out). */
export const isOthersPrivateQueryKey = (key: readonly unknown[], userId: string | null | undefined) =>
  isPrivateQueryKey(key) && !isPrivateQueryKeyOf(key, userId);
