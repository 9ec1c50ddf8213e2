import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, type DbClient, type WriteClient } from '@/lib/supabase';
import type { ChangedReads } from '@/offline/changed-reads';
import { db, type DraftRow, type OutboxEntry } from '@/offline/db';
import { announceWhenConfirmed, discardEntry, enqueue, waitForOutcome, type Outcome } from '@/offline/outbox';
import { asBlob, askPersistentStorage } from '@/offline/storage';
import { ConflictError, WriteError, writeErrorFrom } from '@/offline/write-error';
import { photoChanges } from '../form/photo-plan';
import { toPlainTextFields } from '../form/plain-text';
import type { EditableImage } from './get-editable-listing';
import { listingRow, type ListingFormValues } from '../form/listing-schema';
import { listingKeys } from './listing-keys';

export const IMAGE_BUCKET = 'property-images';
export const SAVE_LISTING = 'listing.save';
export const ADD_LISTING_PHOTO = 'listing.photo.add';
export const REMOVE_LISTING_PHOTO = 'listing.photo.remove';
export const REORDER_LISTING_PHOTOS = 'listing.photo.reorder';
export const DELETE_LISTING = 'listing.delete';

/**
 * Storage path of a listing photo: {propertyId}/{propertyId}_{index}_{timestamp}.{ext}. Index and
 * timestamp are fixed when the photo is chosen, so every retry writes the same object.
 */
export function imagePath(propertyId: string, index: number, file: { name: string; type: string }, now = Date.now()) {
  const fromName = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const ext = /^[a-z0-9]{2,5}$/.test(fromName) ? fromName : file.type.split('/')[1] || 'jpg';
  return `${propertyId}/${propertyId}_${index}_${now}.${ext}`;
}

/** Set on the last entry of a submission, whatever its kind. */
interface DraftMark {
  /** The draft goes once the server has the whole submission... */
  draftId?: string;
  /** ...unless the draft changed after it was submitted (its updatedAt then). */
  draftUpdatedAt?: number;
}

interface ListingPayload extends DraftMark {
  id: string;
  isNew: boolean;
  row: ReturnType<typeof listingRow>;
  /** The server's updated_at the edit began from; null sends it whatever changed since. */
  baseUpdatedAt: string | null;
}

interface PhotoPayload extends DraftMark {
  listingId: string;
  photoId: string;
  path: string;
  type: string;
  data: Blob | ArrayBuffer;
}

interface RemovePhotoPayload extends DraftMark {
  photoId: string;
  path: string | null;
}

/**
 * Creates or updates a listing. A new listing is inserted with its client-made id; the primary
 * key refusing it means an earlier attempt arrived, so if the listing is ours these values are
 * applied to it. An edit applies only to the version it started from: if the listing changed
 * since, ConflictError.
 */
export async function saveListingRow(client: WriteClient, payload: ListingPayload, ownerId: string): Promise<void> {
  if (payload.isNew) {
    const { error, status } = await client.from('properties').insert({ id: payload.id, ...payload.row });
    if (!error) return;
    const mine = error.code === '23505' ? await client.from('properties').select('id').eq('id', payload.id).eq('user_id', ownerId) : null;
    // Not ours (or a deleted listing's id): refuse. Ours: an earlier send arrived; apply these values.
    if (!mine?.data?.length) throw writeErrorFrom(error, status);
    payload = { ...payload, isNew: false, baseUpdatedAt: null };
  }
  let update = client.from('properties').update(payload.row).eq('id', payload.id);
  if (payload.baseUpdatedAt) update = update.eq('updated_at', payload.baseUpdatedAt);
  const { data, error, status } = await update.select('id');
  if (error) throw writeErrorFrom(error, status);
  if (data.length > 0) return;
  const exists = await client.from('properties').select('id').eq('id', payload.id);
  if (exists.error) throw writeErrorFrom(exists.error, exists.status);
  if (exists.data.length > 0) throw new ConflictError();
  throw new WriteError('This listing no longer exists.', 404, 'PGRST116');
}

/** Uploads a photo (upsert: a retry writes the same object) and records it once (its id is fixed). */
export async function addListingPhoto(client: WriteClient, payload: PhotoPayload): Promise<void> {
  const bucket = client.storage.from(IMAGE_BUCKET);
  const upload = await bucket.upload(payload.path, asBlob(payload.data, payload.type), { contentType: payload.type, upsert: true });
  if (upload.error) throw writeErrorFrom(upload.error);
  const { publicUrl } = bucket.getPublicUrl(payload.path).data;
  // The database places the photo (after the others; the first is the cover).
  const { error, status } = await client
    .from('property_images')
    .insert({ id: payload.photoId, property_id: payload.listingId, image_url: publicUrl, storage_path: payload.path });
  if (!error) return;
  // Refused as a duplicate: fine if it is this photo's id (an earlier send arrived), not another rule.
  const arrived = error.code === '23505' ? await client.from('property_images').select('id').eq('id', payload.photoId) : null;
  if (!arrived?.data?.length) throw writeErrorFrom(error, status);
}

/** Removes a photo's row and object; removing what is already gone succeeds. */
export async function removeListingPhoto(client: WriteClient, payload: RemovePhotoPayload): Promise<void> {
  const { error, status } = await client.from('property_images').delete().eq('id', payload.photoId);
  if (error) throw writeErrorFrom(error, status);
  if (payload.path) {
    const removed = await client.storage.from(IMAGE_BUCKET).remove([payload.path]);
    if (removed.error) throw writeErrorFrom(removed.error);
  }
}

interface ReorderPayload extends DraftMark {
  listingId: string;
  /** Every photo of the listing, cover first. */
  photoIds: string[];
}

/** Puts a listing's photos in this order (the database checks it names each photo once). */
export async function reorderListingPhotos(client: WriteClient, payload: ReorderPayload): Promise<void> {
  const { error, status } = await client.rpc('reorder_listing_photos', { property_id: payload.listingId, photo_ids: payload.photoIds });
  if (error) throw writeErrorFrom(error, status);
}

interface DeleteListingPayload {
  listingId: string;
}

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
  if (rows.error) throw writeErrorFrom(rows.error, rows.status);
  if (folder.error) throw writeErrorFrom(folder.error);
  const paths = new Set(rows.data.map((row) => row.storage_path as string | null).filter((path): path is string => Boolean(path)));
  // Objects in the folder without a row too: an upload whose row never arrived.
  for (const object of folder.data) if (object.id) paths.add(`${listingId}/${object.name}`);
  if (paths.size > 0) {
    const removed = await bucket.remove([...paths]);
    if (removed.error) throw writeErrorFrom(removed.error);
  }
  const { error, status } = await client.from('properties').delete().eq('id', listingId);
  if (error) throw writeErrorFrom(error, status);
}

/**
 * Once the server has a submission's last piece, its draft is no longer needed on the device,
 * unless it was edited again after it was submitted.
 */
async function finishDraft({ draftId, draftUpdatedAt }: DraftMark) {
  if (draftId) await db.drafts.where('id').equals(draftId).and((d) => d.updatedAt === draftUpdatedAt).delete();
}

/** A handler for one kind of submission entry: sends it, then lets the draft go if it was the last. */
function submissionStep<P extends DraftMark>(send: (client: WriteClient, payload: P, entry: OutboxEntry) => Promise<void>) {
  return async (entry: OutboxEntry, client: WriteClient) => {
    const payload = entry.payload as P;
    await send(client, payload, entry);
    await finishDraft(payload);
  };
}

/** Every listing write changes the public listing reads and the owner's own. */
const listingReadsChanged: ChangedReads = (entry) => [listingKeys.all, listingKeys.mine(entry.userKey)];

export const listingChangedReads: Record<string, ChangedReads> = Object.fromEntries(
  [SAVE_LISTING, ADD_LISTING_PHOTO, REMOVE_LISTING_PHOTO, REORDER_LISTING_PHOTOS, DELETE_LISTING].map((kind) => [kind, listingReadsChanged]),
);

export const listingHandlers = {
  [SAVE_LISTING]: submissionStep<ListingPayload>((client, payload, entry) => saveListingRow(client, payload, entry.userKey)),
  [ADD_LISTING_PHOTO]: submissionStep(addListingPhoto),
  [REMOVE_LISTING_PHOTO]: submissionStep(removeListingPhoto),
  [REORDER_LISTING_PHOTOS]: submissionStep(reorderListingPhotos),
  // The listing's draft on this device goes once the server has deleted the listing.
  [DELETE_LISTING]: async (entry: OutboxEntry, client: WriteClient) => {
    const payload = entry.payload as DeleteListingPayload;
    await deleteListing(client, payload);
    await db.drafts.delete(payload.listingId);
  },
};

/**
 * Queues a draft's listing row and then its staged photo changes (removals, uploads, the final
 * order), in one transaction, all in the listing's group so they are sent in that order.
 * `saved` are the listing's photos on the server when the form opened. Returns the entries' ids.
 */
export async function queueListing(draft: DraftRow, values: ListingFormValues, saved: EditableImage[] = []): Promise<string[]> {
  const { removed, added, reorder } = photoChanges(saved, draft);
  const entries: { id: string; kind: string; payload: unknown; label: string }[] = [];
  const title = values.title.trim() || 'Untitled listing';
  entries.push({
    id: crypto.randomUUID(),
    kind: SAVE_LISTING,
    payload: { id: draft.id, isNew: draft.isNew, row: toPlainTextFields(listingRow(values)), baseUpdatedAt: draft.baseUpdatedAt } satisfies ListingPayload,
    label: draft.isNew ? `New listing: ${title}` : `Changes to ${title}`,
  });
  for (const image of removed) {
    entries.push({
      id: crypto.randomUUID(),
      kind: REMOVE_LISTING_PHOTO,
      payload: { photoId: image.id, path: image.storage_path } satisfies RemovePhotoPayload,
      label: `Remove a photo of ${title}`,
    });
  }
  added.forEach((photo, i) =>
    entries.push({
      id: crypto.randomUUID(),
      kind: ADD_LISTING_PHOTO,
      payload: { listingId: draft.id, photoId: photo.id, path: photo.path, type: photo.type, data: photo.data } satisfies PhotoPayload,
      label: `Photo ${i + 1} of ${title}`,
    }),
  );
  if (reorder) {
    entries.push({
      id: crypto.randomUUID(),
      kind: REORDER_LISTING_PHOTOS,
      payload: { listingId: draft.id, photoIds: reorder } satisfies ReorderPayload,
      label: `Photo order of ${title}`,
    });
  }
  Object.assign(entries[entries.length - 1].payload as object, { draftId: draft.id, draftUpdatedAt: draft.updatedAt });
  await db.transaction('rw', [db.outbox, db.drafts, db.savedProperties, db.savedSearches], async () => {
    for (const entry of entries) await enqueue(db, { ...entry, userKey: draft.userKey, group: draft.id });
  });
  return entries.map((entry) => entry.id);
}

/**
 * After a submission stopped at a photo step, the listing's row (and any steps before) reached
 * the server: the draft is brought up to date with it (its version, its photos now, and no second
 * copy of a photo already uploaded), so sending it again neither conflicts with itself nor repeats.
 */
async function rebaseDraft(client: DbClient, draftId: string) {
  const { data } = await client.from('properties').select('updated_at, property_images(id, image_url, storage_path, is_primary, position)').eq('id', draftId).maybeSingle();
  if (!data) return;
  const savedPhotos = data.property_images as EditableImage[];
  const uploaded = new Set(savedPhotos.map((photo) => photo.id));
  await db.drafts
    .where('id')
    .equals(draftId)
    .modify((draft) => {
      draft.isNew = false;
      draft.baseUpdatedAt = data.updated_at as string;
      draft.savedPhotos = savedPhotos;
      draft.photos = draft.photos.filter((photo) => !uploaded.has(photo.id));
    });
}

/** Refetches the public listing reads and the user's own, once a write has reached the server. */
function useRefreshListings(userId: string) {
  const queryClient = useQueryClient();
  return () => Promise.all([listingKeys.all, listingKeys.mine(userId)].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** How long the form waits for the server before saying the listing will be uploaded later. */
const WAIT_FOR_SERVER_MS = 15_000;

/**
 * The listing form's submit: queues the draft and waits briefly for the server. Rejected, the
 * queued entries are dropped and the form stays as it was, to fix and send again.
 */
export function useSubmitListing(userId: string, onLaterConfirmed: () => void) {
  const refresh = useRefreshListings(userId);
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ draft, values, saved }: { draft: DraftRow; values: ListingFormValues; saved?: EditableImage[] }): Promise<Outcome> => {
      const ids = await queueListing(draft, values, saved);
      const lastId = ids[ids.length - 1];
      void askPersistentStorage();
      const outcome = await waitForOutcome(db, ids, WAIT_FOR_SERVER_MS);
      if (outcome.state === 'stopped') {
        const first = await db.outbox.where('group').equals(draft.id).first();
        if (first) await discardEntry(db, first.id);
        if (outcome.kind !== SAVE_LISTING) await rebaseDraft(supabase, draft.id);
      }
      if (outcome.state === 'waiting') {
        announceWhenConfirmed(db, lastId, () => {
          void refresh();
          onLaterConfirmed();
        });
      }
      return outcome;
    },
    onSuccess: async (outcome) => {
      if (outcome.state === 'confirmed') await refresh();
    },
  });
}

/**
 * Deletes a listing (queued in its group, after any change still on its way; its draft on this
 * device goes when the server has deleted it); waits briefly for the server.
 */
export function useDeleteListing(userId: string) {
  const refresh = useRefreshListings(userId);
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ listingId, title }: { listingId: string; title: string }): Promise<Outcome> => {
      const id = crypto.randomUUID();
      await enqueue(db, { id, userKey: userId, kind: DELETE_LISTING, group: listingId, payload: { listingId } satisfies DeleteListingPayload, label: `Delete ${title}` });
      const outcome = await waitForOutcome(db, id, WAIT_FOR_SERVER_MS);
      if (outcome.state === 'stopped') await discardEntry(db, id);
      if (outcome.state === 'waiting') {
        announceWhenConfirmed(db, id, () => void refresh());
      }
      return outcome;
    },
    onSuccess: async (outcome) => {
      if (outcome.state === 'confirmed') await refresh();
    },
  });
}
