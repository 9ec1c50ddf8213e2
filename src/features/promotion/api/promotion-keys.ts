import { queryKeyOf } from '@/lib/query-roots';

// Query keys promotion reads and changes. A payment is read under its payer's own listings (it is
// about one of them, and goes with them on sign-out); a listing newly featured changes the public
// listing reads (their order and badges) and the owner's own.
export const promotionKeys = {
  /** What the server says about one payment after the checkout. */
  payment: (userId: string, paymentId: string | undefined, propertyId: string | undefined) =>
    queryKeyOf('my-listings', userId, 'payment', paymentId ?? '', propertyId ?? ''),
  /** Every public listing read. */
  listings: queryKeyOf('listings'),
  /** The owner's own listings. */
  ownListings: (userId: string) => queryKeyOf('my-listings', userId),
};
