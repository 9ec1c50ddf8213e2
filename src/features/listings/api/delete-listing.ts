import { msg, t } from '@lingui/core/macro';
import { defineOutboxMutation } from '@/offline/use-outbox-mutation';
import { write } from '@/offline/write-kind';
import { deleteListingKind } from './delete-listing-kind';

/** Deletes a listing (its draft on this device goes when the server has deleted it). */
export const deleteListingMutation = defineOutboxMutation<{ listingId: string; title: string }>({
  writes: ({ listingId, title }) => [write(deleteListingKind, { listingId, title })],
  waitMs: 15_000,
  signInMessage: msg`You must be logged in to delete a listing`,
  words: {
    confirmed: () => ({ title: t`Success`, message: t`Listing deleted`, color: 'teal' }),
    offline: () => ({ title: t`Saved offline`, message: t`The listing will be deleted when you are back online.`, color: 'blue' }),
    failed: (_, message) => {
      const reason = message || t`Unknown error`;
      return { title: t`Error`, message: t`Failed to delete listing: ${reason}`, color: 'red' };
    },
  },
});
