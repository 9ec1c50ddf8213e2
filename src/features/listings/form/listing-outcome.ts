import { notifications } from '@mantine/notifications';
import type { Outcome } from '@/offline/outbox';

// What the user is told about a submitted listing, wherever it was submitted from (the form, or
// a draft's Publish button).

const LISTED = 'Your property has been listed successfully';
const UPDATED = 'Property has been updated';
const QUEUED_OFFLINE = 'Saved offline. It will be uploaded when you are back online.';
const QUEUED_RETRYING = 'Saved on this device. It will be uploaded as soon as the server accepts it.';

/** The success message, when the server has the listing and all its photos. */
export function showListingSaved(isNew: boolean) {
  notifications.show({ title: 'Success', message: isNew ? LISTED : UPDATED, color: 'teal' });
}

/** Tells the outcome of a submission; returns the error message when it was rejected. */
export function showListingOutcome(outcome: Outcome, isNew: boolean): string | null {
  if (outcome.state === 'confirmed') showListingSaved(isNew);
  else if (outcome.state === 'waiting') {
    const offline = outcome.error?.status === 0 || !navigator.onLine;
    notifications.show({ title: offline ? 'Saved offline' : 'Not uploaded yet', message: offline ? QUEUED_OFFLINE : QUEUED_RETRYING, color: 'blue' });
  } else {
    const message = outcome.error?.message ?? 'Failed to list property';
    notifications.show({ title: 'Error', message, color: 'red' });
    return message;
  }
  return null;
}
