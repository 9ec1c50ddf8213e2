import { t } from '@lingui/core/macro';
import { appErrorFrom } from '@/lib/errors';
import { insertOnce } from '@/lib/insert-once';
import type { WriteClient } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { asBlob } from '@/offline/storage';
import { defineWriteKind } from '@/offline/write-kind';
import { IMAGE_BUCKET } from './listing-image-storage';
import { draftMark, listingReads, named, submissionStep } from './listing-write-parts';

const photoPayloadSchema = z.object({
  listingId: z.uuid(),
  photoId: z.uuid(),
  path: z.string(),
  type: z.string(),
  /** The compressed bytes; an ArrayBuffer where the browser refuses Blobs in IndexedDB. */
  data: z.union([z.instanceof(Blob), z.instanceof(ArrayBuffer)]),
  /** A floor plan rather than a photo (absent: a photo, as queued before floor plans). */
  kind: z.enum(['photo', 'floor_plan']).optional(),
  ...draftMark,
});
type PhotoPayload = z.infer<typeof photoPayloadSchema>;

/** Uploads a photo or floor plan (upsert: a retry writes the same object) and records it once (its id is fixed). */
export async function addListingPhoto(client: WriteClient, payload: PhotoPayload): Promise<void> {
  const bucket = client.storage.from(IMAGE_BUCKET);
  const upload = await bucket.upload(payload.path, asBlob(payload.data, payload.type), { contentType: payload.type, upsert: true });
  if (upload.error) throw appErrorFrom(upload.error);
  const { publicUrl } = bucket.getPublicUrl(payload.path).data;
  // The database places the image (after the others of its kind; the first photo is the cover).
  // Refused as a duplicate: fine if it is this image's id (an earlier send arrived), not another rule.
  const isOurs = async () => Boolean((await client.from('property_images').select('id').eq('id', payload.photoId)).data?.length);
  await insertOnce(
    client.from('property_images').insert({ id: payload.photoId, property_id: payload.listingId, image_url: publicUrl, storage_path: payload.path, kind: payload.kind ?? 'photo' }),
    isOurs,
  );
}

export const addListingPhotoKind = defineWriteKind({
  name: 'listing.photo.add',
  version: 1,
  schema: photoPayloadSchema,
  // A photo still waiting from an earlier submission of the same draft is the same upload.
  key: ({ photoId }) => `listing.photo.add:${photoId}`,
  group: ({ listingId }) => listingId,
  label: ({ title, kind }) => {
    const listing = named(title);
    return kind === 'floor_plan' ? t`A floor plan of ${listing}` : t`A photo of ${listing}`;
  },
  send: submissionStep(addListingPhoto),
  changedReads: listingReads,
});
