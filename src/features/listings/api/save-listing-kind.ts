import { t } from '@lingui/core/macro';
import { appErrorFrom, AppError, ConflictError } from '@/lib/errors';
import { insertOnce } from '@/lib/insert-once';
import type { WriteClient } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { defineWriteKind } from '@/offline/write-kind';
import { listingSchema } from '../form/listing-schema';
import { draftMark, listingReads, submissionStep, untitled } from './listing-write-parts';

const nullableNumber = z.number().nullable();
/**
 * The listing facts' columns (version 2). Optional: an entry queued by an older build has none,
 * and its update leaves them as the server has them.
 */
const listingFactsRowSchema = {
  furnishing: z.enum(['furnished', 'semi_furnished', 'unfurnished']).nullable().optional(),
  completion_status: z.enum(['ready', 'off_plan']).nullable().optional(),
  handover_date: z.iso.date().nullable().optional(),
  payment_plan: z.string().nullable().optional(),
  amenities: z.array(z.string()).optional(),
  latitude: nullableNumber.optional(),
  longitude: nullableNumber.optional(),
  video_url: z.string().nullable().optional(),
};
/**
 * The Arabic title and description (version 3). Optional like the facts: an older entry has none,
 * and its update leaves the Arabic as the server has it.
 */
const arabicTextRowSchema = {
  title_ar: z.string().nullable().optional(),
  description_ar: z.string().nullable().optional(),
};
/** The properties row the form makes (listingRow). */
const listingRowSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  price: nullableNumber,
  location: z.string(),
  address: z.string(),
  bedrooms: nullableNumber,
  bathrooms: nullableNumber,
  size_sqft: nullableNumber,
  property_type: listingSchema.shape.property_type,
  listing_type: listingSchema.shape.listing_type,
  status: listingSchema.shape.status,
  permit_number: z.string(),
  ...listingFactsRowSchema,
  ...arabicTextRowSchema,
});

const listingPayloadSchema = z.object({
  id: z.uuid(),
  isNew: z.boolean(),
  row: listingRowSchema,
  /** The server's updated_at the edit began from; null sends it whatever changed since. */
  baseUpdatedAt: z.string().nullable(),
  ...draftMark,
});
type ListingPayload = z.infer<typeof listingPayloadSchema>;

/**
 * Creates or updates a listing. A new listing is inserted with its client-made id; the primary
 * key refusing it means an earlier attempt arrived, so if the listing is ours these values are
 * applied to it. An edit applies only to the version it started from: if the listing changed
 * since, ConflictError.
 */
export async function saveListingRow(client: WriteClient, payload: ListingPayload, ownerId: string): Promise<void> {
  if (payload.isNew) {
    // Not ours (or a deleted listing's id): refused. Ours: an earlier send arrived; apply these values.
    const isOurs = async () => Boolean((await client.from('properties').select('id').eq('id', payload.id).eq('user_id', ownerId)).data?.length);
    if ((await insertOnce(client.from('properties').insert({ id: payload.id, ...payload.row }), isOurs)) === 'inserted') return;
    payload = { ...payload, isNew: false, baseUpdatedAt: null };
  }
  let update = client.from('properties').update(payload.row).eq('id', payload.id);
  if (payload.baseUpdatedAt) update = update.eq('updated_at', payload.baseUpdatedAt);
  const { data, error, status } = await update.select('id');
  if (error) throw appErrorFrom(error, { status });
  if (data.length > 0) return;
  const exists = await client.from('properties').select('id').eq('id', payload.id);
  if (exists.error) throw appErrorFrom(exists.error, { status: exists.status });
  if (exists.data.length > 0) throw new ConflictError();
  throw new AppError(t`This listing no longer exists.`, { status: 404, code: 'PGRST116' });
}

export const saveListingKind = defineWriteKind({
  name: 'listing.save',
  // 2: the row may carry the listing facts. 3: and the Arabic title and description (a build
  // before them would drop them without a word; it holds a version 3 entry as needing attention).
  version: 3,
  schema: listingPayloadSchema,
  // A version 1 row has no facts, a version 2 row no Arabic: sent as they are, they leave what
  // they lack unset (or as it is).
  migrate: (payload, from) => (from === 1 || from === 2 ? payload : undefined),
  key: ({ id, submission }) => `listing.save:${id}:${submission}`,
  group: ({ id }) => id,
  label: ({ isNew, row }) => {
    const title = untitled(row.title);
    return isNew ? t`New listing: ${title}` : t`Changes to ${title}`;
  },
  send: submissionStep<ListingPayload>((client, payload, entry) => saveListingRow(client, payload, entry.userKey)),
  changedReads: listingReads,
  conflict: {
    // Sent without the version it began from, it overwrites the server's.
    keepMine: (payload) => ({ ...payload, baseUpdatedAt: null }),
    // The discarded edit's draft goes with it.
    discard: async (payload, database) => database.drafts.delete(payload.id),
  },
});
