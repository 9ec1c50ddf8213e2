import { t } from '@lingui/core/macro';
import { appErrorFrom } from '@/lib/errors';
import type { WriteClient } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { defineWriteKind } from '@/offline/write-kind';
import { draftMark, listingReads, named, submissionStep } from './listing-write-parts';

const reorderPayloadSchema = z.object({
  listingId: z.uuid(),
  /** Every photo of the listing, cover first. */
  photoIds: z.array(z.uuid()),
  ...draftMark,
});
type ReorderPayload = z.infer<typeof reorderPayloadSchema>;

/** Puts a listing's photos in this order (the database checks it names each photo once). */
export async function reorderListingPhotos(client: WriteClient, payload: ReorderPayload): Promise<void> {
  const { error, status } = await client.rpc('reorder_listing_photos', { property_id: payload.listingId, photo_ids: payload.photoIds });
  if (error) throw appErrorFrom(error, { status });
}

export const reorderListingPhotosKind = defineWriteKind({
  name: 'listing.photo.reorder',
  version: 1,
  schema: reorderPayloadSchema,
  key: ({ listingId, submission }) => `listing.photo.reorder:${listingId}:${submission}`,
  group: ({ listingId }) => listingId,
  label: ({ title }) => {
    const listing = named(title);
    return t`Photo order of ${listing}`;
  },
  send: submissionStep(reorderListingPhotos),
  changedReads: listingReads,
});
