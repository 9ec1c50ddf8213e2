import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { ownText } from '@/lib/format';
import { appErrorFrom, AppError, ConflictError } from '@/lib/errors';
import { insertOnce } from '@/lib/insert-once';
import { supabase, type DbClient, type WriteClient } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { db, type DraftRow, type OutboxEntry } from '@/offline/db';
import { asBlob } from '@/offline/storage';
import type { Outcome } from '@/offline/outbox';
import type { OutcomeWords, Toast } from '@/offline/outcome-toasts';
import { defineOutboxMutation } from '@/offline/use-outbox-mutation';
import { defineWriteKind, write, type Write } from '@/offline/write-kind';
import { photoChanges, type ImageKind } from '../form/photo-plan';
import { toPlainTextFields } from '../form/plain-text';
import type { EditableImage } from './get-editable-listing';
import { listingRow, listingSchema, type ListingFormValues } from '../form/listing-schema';
import { listingKeys } from './listing-keys';

export const IMAGE_BUCKET = 'property-images';

/**
 * Storage path of a listing photo: {propertyId}/{propertyId}_{index}_{timestamp}.{ext}, and of a
 * floor plan {propertyId}/{propertyId}_floor-plan_{index}_{timestamp}.{ext}. Index and timestamp
 * are fixed when the image is chosen, so every retry writes the same object.
 */
export function imagePath(propertyId: string, index: number, file: { name: string; type: string }, now = Date.now(), kind: ImageKind = 'photo') {
  const fromName = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const ext = /^[a-z0-9]{2,5}$/.test(fromName) ? fromName : file.type.split('/')[1] || 'jpg';
  return `${propertyId}/${propertyId}_${kind === 'floor_plan' ? 'floor-plan_' : ''}${index}_${now}.${ext}`;
}

/** Set on the last entry of a submission, whatever its kind. */
const draftMark = {
  /**
   * The submission it is part of (made when it is submitted): a listing's details and photo order
   * change with each one, and each must be sent in its place, after what came before it.
   */
  submission: z.uuid().optional(),
  /** The listing's title, for the pending-changes list (entries from older builds have none). */
  title: z.string().optional(),
  /** The draft goes once the server has the whole submission... */
  draftId: z.string().optional(),
  /** ...unless the draft changed after it was submitted (its updatedAt then). */
  draftUpdatedAt: z.number().optional(),
};
type DraftMark = { draftId?: string; draftUpdatedAt?: number; submission?: string };
// Labels and toasts are made in the browser only (when a write is queued or answered): in the
// page's language, Lingui's shared I18n there.
const named = (title: string | undefined) => (title ? ownText(i18n, title) : t`a listing`);
const untitled = (title: string | undefined) => (title ? ownText(i18n, title) : t`Untitled listing`);

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

const removePhotoPayloadSchema = z.object({ photoId: z.uuid(), path: z.string().nullable(), ...draftMark });
type RemovePhotoPayload = z.infer<typeof removePhotoPayloadSchema>;

const reorderPayloadSchema = z.object({
  listingId: z.uuid(),
  /** Every photo of the listing, cover first. */
  photoIds: z.array(z.uuid()),
  ...draftMark,
});
type ReorderPayload = z.infer<typeof reorderPayloadSchema>;

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

/** Removes a photo's row and object; removing what is already gone succeeds. */
export async function removeListingPhoto(client: WriteClient, payload: RemovePhotoPayload): Promise<void> {
  const { error, status } = await client.from('property_images').delete().eq('id', payload.photoId);
  if (error) throw appErrorFrom(error, { status });
  if (payload.path) {
    const removed = await client.storage.from(IMAGE_BUCKET).remove([payload.path]);
    if (removed.error) throw appErrorFrom(removed.error);
  }
}

/** Puts a listing's photos in this order (the database checks it names each photo once). */
export async function reorderListingPhotos(client: WriteClient, payload: ReorderPayload): Promise<void> {
  const { error, status } = await client.rpc('reorder_listing_photos', { property_id: payload.listingId, photo_ids: payload.photoIds });
  if (error) throw appErrorFrom(error, { status });
}

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

/**
 * Once the server has a submission's last piece, its draft is no longer needed on the device,
 * unless it was edited again after it was submitted.
 */
async function finishDraft({ draftId, draftUpdatedAt }: DraftMark) {
  if (draftId) await db.drafts.where('id').equals(draftId).and((d) => d.updatedAt === draftUpdatedAt).delete();
}

/** A step of a submission: sent, then the draft lets go if it was the last. */
function submissionStep<P extends DraftMark>(send: (client: WriteClient, payload: P, entry: OutboxEntry) => Promise<void>) {
  return async (client: WriteClient, payload: P, entry: OutboxEntry) => {
    await send(client, payload, entry);
    await finishDraft(payload);
  };
}

/** Every listing write changes the public listing reads and the owner's own. */
const listingReads = (_: unknown, userKey: string) => [listingKeys.all, listingKeys.mine(userKey)];

// A listing's writes are one group, under its id: its row before its photos, in the order queued.

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

export interface ListingSubmission {
  draft: DraftRow;
  values: ListingFormValues;
  /** The listing's photos on the server when the form opened (none for a new listing). */
  saved?: EditableImage[];
}

/**
 * A draft's listing row and then its staged photo changes (removals, uploads, the final order),
 * in the listing's group so they are sent in that order; the last carries the draft's mark.
 */
export function listingWrites({ draft, values, saved = [] }: ListingSubmission): Write[] {
  const { removed, added, reorder } = photoChanges(saved, draft);
  const mark = { draftId: draft.id, draftUpdatedAt: draft.updatedAt };
  const title = values.title.trim() || t`Untitled listing`;
  const submission = crypto.randomUUID();
  const steps: ((last: DraftMark) => Write)[] = [
    (last) => write(saveListingKind, { id: draft.id, isNew: draft.isNew, row: toPlainTextFields(listingRow(values)), baseUpdatedAt: draft.baseUpdatedAt, submission, ...last }),
    ...removed.map((image) => (last: DraftMark) => write(removeListingPhotoKind, { listingId: draft.id, photoId: image.id, path: image.storage_path, title, ...last })),
    ...added.map((photo) => (last: DraftMark) => write(addListingPhotoKind, { listingId: draft.id, photoId: photo.id, path: photo.path, type: photo.type, data: photo.data, kind: photo.kind, title, ...last })),
    ...(reorder ? [(last: DraftMark) => write(reorderListingPhotosKind, { listingId: draft.id, photoIds: reorder, title, submission, ...last })] : []),
  ];
  return steps.map((step, i) => step(i === steps.length - 1 ? mark : {}));
}

/**
 * After a submission stopped at a photo step, the listing's row (and any steps before) reached
 * the server: the draft is brought up to date with it (its version, its photos now, and no second
 * copy of a photo already uploaded), so sending it again neither conflicts with itself nor repeats.
 */
async function rebaseDraft(client: DbClient, draftId: string) {
  const { data } = await client.from('properties').select('updated_at, property_images(id, image_url, storage_path, is_primary, position, kind)').eq('id', draftId).maybeSingle();
  if (!data) return;
  const savedPhotos: EditableImage[] = data.property_images;
  const uploaded = new Set(savedPhotos.map((photo) => photo.id));
  await db.drafts
    .where('id')
    .equals(draftId)
    .modify((draft) => {
      draft.isNew = false;
      draft.baseUpdatedAt = data.updated_at;
      draft.savedPhotos = savedPhotos;
      draft.photos = draft.photos.filter((photo) => !uploaded.has(photo.id));
    });
}

const listingSaved = ({ draft }: ListingSubmission): Toast => ({
  title: t`Success`,
  message: draft.isNew ? t`Your property has been listed successfully` : t`Property has been updated`,
  color: 'teal',
});

export interface Rejection {
  message: string;
  /** The listing's details reached the server; a photo step after them was refused. */
  detailsSaved: boolean;
}

/** What a refused submission says, and whether its details reached the server before the refusal. */
export function listingRejection(outcome: Extract<Outcome, { state: 'stopped' }> | null, fallback?: string): Rejection {
  const detailsSaved = outcome?.kind !== undefined && outcome.kind !== saveListingKind.name;
  const message =
    outcome?.kind === removeListingPhotoKind.name
      ? t`Failed to remove image`
      : (outcome?.error?.message ?? fallback ?? (detailsSaved ? t`A photo could not be saved` : t`Failed to list property`));
  return { message, detailsSaved };
}

/** What the user is told about a submitted listing, wherever it was submitted from (the form, or a draft's Publish). */
const listingOutcomeWords: OutcomeWords<ListingSubmission> = {
  // With 'Image removed successfully' when it removed photos.
  confirmed: (submission) =>
    photoChanges(submission.saved ?? [], submission.draft).removed.length > 0
      ? [listingSaved(submission), { title: t`Success`, message: t`Image removed successfully`, color: 'teal' }]
      : listingSaved(submission),
  // Under the title 'Saved offline' (which says the rest).
  offline: () => ({ title: t`Saved offline`, message: t`It will be uploaded when you are back online.`, color: 'blue' }),
  retrying: () => ({ title: t`Not uploaded yet`, message: t`Saved on this device. It will be uploaded as soon as the server accepts it.`, color: 'blue' }),
  failed: (_, message, outcome) => ({ title: t`Error`, message: listingRejection(outcome ?? null, message).message, color: 'red' }),
  laterConfirmed: listingSaved,
};

/**
 * The listing form's submit (and a draft's Publish): queues the draft and waits briefly for the
 * server. Rejected, the queued entries are dropped and the form stays as it was, to fix and send
 * again.
 */
export const submitListingMutation = defineOutboxMutation<ListingSubmission>({
  writes: listingWrites,
  waitMs: 15_000,
  signInMessage: msg`You must be logged in to list a property`,
  afterRejection: async ({ draft }, outcome) => {
    if (outcome.kind !== saveListingKind.name) await rebaseDraft(supabase, draft.id);
  },
  words: listingOutcomeWords,
});

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
