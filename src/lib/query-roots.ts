// Every query key starts with a root from this registry, which says whose data the read holds and
// whether it is kept on the device between visits. `owner: 'user'` roots hold one signed-in user's
// data, with that user's id as the key's second element: signing out removes them, and the device
// keeps a user's only for that user. `kept: false` roots live only for the page's visit (a
// factory can also leave out one read of a kept root with `meta: { persist: false }`).

interface QueryRootRule {
  /** 'anyone': what anyone may read (listings and their agent cards); 'user': one user's own. */
  owner: 'anyone' | 'user';
  /** Kept on the device between visits (src/app/query-persistence.ts). */
  kept: boolean;
}

export const QUERY_ROOTS = {
  /** Listing reads: searches, latest, details and their agent cards. */
  listings: { owner: 'anyone', kept: true },
  /** The sitemaps as the app shows them. */
  'sitemap-xml': { owner: 'anyone', kept: false },
  /** A user's own listings and the listings they are editing. */
  'my-listings': { owner: 'user', kept: true },
  /** Their enquiries. */
  messages: { owner: 'user', kept: true },
  /** Their profile. */
  profile: { owner: 'user', kept: true },
  /** Their agent card. */
  'agent-profile': { owner: 'user', kept: true },
  /** The cards of the listings they saved. */
  'saved-listings': { owner: 'user', kept: true },
  /** What the server says about their payments to feature a listing (features/promotion): a moment's answer. */
  payments: { owner: 'user', kept: false },
  /** Their saved searches (features/search-alerts). */
  'saved-searches': { owner: 'user', kept: true },
  /** Their account's recent sign-ins and changes. */
  'security-logs': { owner: 'user', kept: false },
  /** Whether this device gets notifications for them. */
  notifications: { owner: 'user', kept: false },
} as const satisfies Record<string, QueryRootRule>;

export type QueryRoot = keyof typeof QUERY_ROOTS;

/** A query key under a registered root: the only way factories make one. */
export const queryKeyOf = <const Rest extends readonly unknown[]>(root: QueryRoot, ...rest: Rest) => [root, ...rest] as const;

const ruleOf = (key: readonly unknown[]): QueryRootRule | undefined => (QUERY_ROOTS as Record<string, QueryRootRule>)[String(key[0])];

/** A read anyone may make. */
export const isPublicQueryKey = (key: readonly unknown[]) => ruleOf(key)?.owner === 'anyone';

/** A private key of this user (never another's, never a signed-out visitor's). */
export const isPrivateQueryKeyOf = (key: readonly unknown[], userId: string | null | undefined) =>
  Boolean(userId) && ruleOf(key)?.owner === 'user' && key[1] === userId;

/** A private key of anyone but this user (all of them when signed out). */
export const isOthersPrivateQueryKey = (key: readonly unknown[], userId: string | null | undefined) =>
  ruleOf(key)?.owner === 'user' && !isPrivateQueryKeyOf(key, userId);

/** Whether the device keeps this read for this user between visits: a kept root, and a private one only for its own user. */
export const isKeptQueryKey = (key: readonly unknown[], userId: string | null | undefined) =>
  ruleOf(key)?.kept === true && (isPublicQueryKey(key) || isPrivateQueryKeyOf(key, userId));
