import { t } from '@lingui/core/macro';
import { appErrorFrom } from '@/lib/errors';
import type { WriteClient } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { defineWriteKind } from '@/offline/write-kind';
import { IMAGE_BUCKET } from './listing-image-storage';
import { draftMark, listingReads, named, submissionStep } from './listing-write-parts';

const removePhotoPayloadSchema = z.object({ photoId: z.uuid(), path: z.string().nullable(), ...draftMark });
type RemovePhotoPayload = z.infer<typeof removePhotoPayloadSchema>;

/** Removes a photo's row and object; removing what is already gone succeeds. */
export async function removeListingPhoto(client: WriteClient, payload: RemovePhotoPayload): Promise<void> {
  const { error, status } = await client.from('property_images').delete().eq('id', payload.photoId);
  if (error) throw appErrorFrom(error, { status });
  if (payload.path) {
    const removed = await client.storage.from(IMAGE_BUCKET).remove([payload.path]);
    if (removed.error) throw appErrorFrom(removed.error);
  }
}

export const removeListingPhotoKind = defineWriteKind({
  name: 'listing.photo.remove',
  version: 1,
  schema: removePhotoPayloadSchema.extend({ listingId: z.uuid().optional() }),
  key: ({ photoId }) => `listing.photo.remove:${photoId}`,
  // A photo is removed once, whichever submission asks.
  // Older builds queued it without the listing's id (their entries keep the group stored with
  // them); this build always sends it.
  group: ({ listingId, photoId }) => listingId ?? photoId,
  label: ({ title }) => {
    const listing = named(title);
    return t`Remove a photo of ${listing}`;
  },
  send: submissionStep(removeListingPhoto),
  changedReads: listingReads,
});
