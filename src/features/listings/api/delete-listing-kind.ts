import { t } from '@lingui/core/macro';
import { appErrorFrom } from '@/lib/errors';
import type { WriteClient } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { db } from '@/offline/db';
import { defineWriteKind } from '@/offline/write-kind';
import { IMAGE_BUCKET } from './listing-image-storage';
import { listingReads, named } from './listing-write-parts';

const deleteListingPayloadSchema = z.object({ listingId: z.uuid(), title: z.string().optional() });
type DeleteListingPayload = z.infer<typeof deleteListingPayloadSchema>;

/**
 * Deletes a listing and its photos' stored objects. The objects go first, while the listing
 * still makes the caller their owner in storage (hosted Supabase has no job that removes them
 * afterwards). Messages about the listing stay with both parties. Deleting what is gone succeeds.
 */
export async function deleteListing(client: WriteClient, { listingId }: DeleteListingPayload): Promise<void> {
  const bucket = client.storage.from(IMAGE_BUCKET);
  const [rows, folder] = await Promise.all([
    client.from('property_images').select('storage_path').eq('property_id', listingId),
    bucket.list(listingId, { limit: 1000 }),
  ]);
  if (rows.error) throw appErrorFrom(rows.error, { status: rows.status });
  if (folder.error) throw appErrorFrom(folder.error);
  const paths = new Set(rows.data.map((row) => row.storage_path as string | null).filter((path): path is string => Boolean(path)));
  // Objects in the folder without a row too: an upload whose row never arrived.
  for (const object of folder.data) if (object.id) paths.add(`${listingId}/${object.name}`);
  if (paths.size > 0) {
    const removed = await bucket.remove([...paths]);
    if (removed.error) throw appErrorFrom(removed.error);
  }
  const { error, status } = await client.from('properties').delete().eq('id', listingId);
  if (error) throw appErrorFrom(error, { status });
}

export const deleteListingKind = defineWriteKind({
  name: 'listing.delete',
  version: 1,
  schema: deleteListingPayloadSchema,
  key: ({ listingId }) => `listing.delete:${listingId}`,
  // After any change to the listing still on its way.
  group: ({ listingId }) => listingId,
  label: ({ title }) => {
    const listing = named(title);
    return t`Delete ${listing}`;
  },
  // The listing's draft on this device goes once the server has deleted the listing.
  send: async (client: WriteClient, payload) => {
    await deleteListing(client, payload);
    await db.drafts.delete(payload.listingId);
  },
  changedReads: listingReads,
});
