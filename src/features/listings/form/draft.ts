import { db, type DraftPhoto, type DraftRow } from '@/offline/db';
import { askPersistentStorage, storableBytes } from '@/offline/storage';
import type { ListingFormValues } from './listing-schema';

// Listing drafts live in IndexedDB with the photos chosen for them, saved as the user works, so
// a reload, a crash or going offline loses nothing. A draft's id is the listing's id: made when
// a new listing's form opens, or the id of the listing being edited.

/** A draft without the form's values, its photos and when it changed: what the form knows when it opens. */
export type DraftBase = Omit<DraftRow, 'values' | 'photos' | 'updatedAt'>;

export function draftOf(id: string): Promise<DraftRow | undefined> {
  return db.drafts.get(id);
}

/** A user's drafts, newest first. */
export async function draftsOf(userId: string): Promise<DraftRow[]> {
  return (await db.drafts.where('userKey').equals(userId).sortBy('updatedAt')).reverse();
}

/** Creates the draft on first save; afterwards only its values change. */
export async function saveDraftValues(base: DraftBase, values: ListingFormValues) {
  await db.transaction('rw', db.drafts, async () => {
    const current = await db.drafts.get(base.id);
    if (current) await db.drafts.update(base.id, { values: { ...values }, updatedAt: Date.now() });
    else {
      await db.drafts.add({ ...base, values: { ...values }, photos: [], updatedAt: Date.now() });
      void askPersistentStorage();
    }
  });
}

/** Adds chosen (already compressed) photos to the draft, creating it if needed. */
export async function addDraftPhotos(base: DraftBase, values: ListingFormValues, photos: Omit<DraftPhoto, 'data'>[], blobs: Blob[]) {
  const stored = await Promise.all(blobs.map(storableBytes));
  await db.transaction('rw', db.drafts, async () => {
    const current = (await db.drafts.get(base.id)) ?? { ...base, values: { ...values }, photos: [], updatedAt: Date.now() };
    const added = photos.map((photo, i) => ({ ...photo, data: stored[i] }));
    await db.drafts.put({ ...current, photos: [...current.photos, ...added], updatedAt: Date.now() });
  });
  void askPersistentStorage();
}

export async function removeDraftPhoto(draftId: string, photoId: string) {
  await db.drafts
    .where('id')
    .equals(draftId)
    .modify((draft) => {
      draft.photos = draft.photos.filter((p) => p.id !== photoId);
    });
}

/** Drops a draft that is not on its way to the server. */
export async function discardDraft(draftId: string) {
  await db.drafts.delete(draftId);
}

/**
 * Stages a photo change (order, cover, removal) in the draft, creating the draft from the form's
 * current values if needed, so the change survives a reload until the form is saved or cancelled.
 */
export async function stagePhotoChange(base: DraftBase, values: ListingFormValues, change: (draft: DraftRow) => void) {
  await db.transaction('rw', db.drafts, async () => {
    const draft = (await db.drafts.get(base.id)) ?? { ...base, values: { ...values }, photos: [], updatedAt: Date.now() };
    change(draft);
    await db.drafts.put({ ...draft, updatedAt: Date.now() });
  });
}
