import { msg, t } from '@lingui/core/macro';
import { supabase, type DbClient } from '@/lib/supabase';
import { db, type DraftRow } from '@/offline/db';
import type { Outcome } from '@/offline/outbox';
import type { OutcomeWords, Toast } from '@/offline/outcome-toasts';
import { defineOutboxMutation } from '@/offline/use-outbox-mutation';
import { write, type Write } from '@/offline/write-kind';
import { photoChanges } from '../form/photo-plan';
import { toPlainTextFields } from '../form/plain-text';
import { listingRow, type ListingFormValues } from '../form/listing-schema';
import { addListingPhotoKind } from './add-listing-photo-kind';
import type { EditableImage } from './get-editable-listing';
import type { DraftMark } from './listing-write-parts';
import { removeListingPhotoKind } from './remove-listing-photo-kind';
import { reorderListingPhotosKind } from './reorder-listing-photos-kind';
import { saveListingKind } from './save-listing-kind';

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
