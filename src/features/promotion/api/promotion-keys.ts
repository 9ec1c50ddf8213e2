import { queryKeyOf } from '@/lib/query-roots';

// Query keys promotion reads and changes. Its own read is a payment's state after the checkout;
// a listing newly featured changes the public listing reads (their order and badges) and the
// owner's own, so promotion invalidates those two roots whole.
export const promotionKeys = {
  /** What the server says about one payment after the checkout. */
  payment: (userId: string, paymentId: string | undefined, propertyId: string | undefined) =>
    queryKeyOf('payments', userId, paymentId ?? '', propertyId ?? ''),
  /** Every public listing read. */
  listings: queryKeyOf('listings'),
  /** The owner's own listings. */
  ownListings: (userId: string) => queryKeyOf('my-listings', userId),
};
