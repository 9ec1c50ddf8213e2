import { notifications } from '@mantine/notifications';
import type { Outcome } from '@/offline/outbox';
import { REMOVE_LISTING_PHOTO, SAVE_LISTING } from '../api/save-listing';

// What the user is told about a submitted listing, wherever it was submitted from (the form, or
// a draft's Publish button).

const LISTED = 'Your property has been listed successfully';
const UPDATED = 'Property has been updated';
// Under the title 'Saved offline' (which says the rest).
const QUEUED_OFFLINE = 'It will be uploaded when you are back online.';
const QUEUED_RETRYING = 'Saved on this device. It will be uploaded as soon as the server accepts it.';

/** The success message, when the server has the listing and all its photos. */
export function showListingSaved(isNew: boolean) {
  notifications.show({ title: 'Success', message: isNew ? LISTED : UPDATED, color: 'teal' });
}

export interface Rejection {
  message: string;
  /** The listing's details reached the server; a photo step after them was refused. */
  detailsSaved: boolean;
}

/**
 * Tells the outcome of a submission (with 'Image removed successfully' when it removed photos);
 * returns what was refused, if anything.
 */
export function showListingOutcome(outcome: Outcome, isNew: boolean, removedPhotos = 0): Rejection | null {
  if (outcome.state === 'confirmed') {
    showListingSaved(isNew);
    if (removedPhotos > 0) notifications.show({ title: 'Success', message: 'Image removed successfully', color: 'teal' });
  } else if (outcome.state === 'waiting') {
    const offline = outcome.error?.status === 0 || !navigator.onLine;
    notifications.show({ title: offline ? 'Saved offline' : 'Not uploaded yet', message: offline ? QUEUED_OFFLINE : QUEUED_RETRYING, color: 'blue' });
  } else {
    const detailsSaved = outcome.kind !== undefined && outcome.kind !== SAVE_LISTING;
    const message =
      outcome.kind === REMOVE_LISTING_PHOTO ? 'Failed to remove image' : (outcome.error?.message ?? (detailsSaved ? 'A photo could not be saved' : 'Failed to list property'));
    notifications.show({ title: 'Error', message, color: 'red' });
    return { message, detailsSaved };
  }
  return null;
}
