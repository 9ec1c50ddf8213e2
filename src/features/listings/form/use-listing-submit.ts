import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { getSessionState } from '@/lib/session';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import type { EditableImage } from '../api/get-editable-listing';
import { listingRejection, submitListingMutation, type Rejection } from '../api/submit-listing';
import { draftOf, saveDraftValues, type DraftBase } from './draft';
import type { ListingFormValues } from './listing-schema';

interface Options {
  base: DraftBase;
  /** The listing's saved photos are known; without them only the details are sent. */
  photosKnown: boolean;
  /** The saved photos the staged changes apply to. */
  saved: EditableImage[];
}

/**
 * The form's submit: stores the values in the draft and queues the draft for the server. Sent or
 * waiting, back to the dashboard; refused, the form stays as it was with the refusal shown.
 */
export function useListingSubmit({ base, photosKnown, saved }: Options) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const submitListing = useOutboxMutation(submitListingMutation, base.userKey);
  const [submitting, setSubmitting] = useState(false);
  // Once submitted, the draft belongs to the outbox (which removes it when it is sent).
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<Rejection | null>(null);

  const submit = async (values: ListingFormValues) => {
    setFailure(null);
    if (getSessionState().user?.id !== base.userKey) {
      notifications.show({ title: t`Authentication Error`, message: t`You must be logged in to list a property`, color: 'red' });
      return;
    }
    setSubmitting(true);
    try {
      await saveDraftValues(base, values);
      const queued = (await draftOf(base.id))!;
      setSubmitted(true);
      // Without the listing's photos (offline), only the details and no photo change are sent.
      const outcome = await submitListing.send({ draft: photosKnown ? queued : { ...queued, photos: [], photoOrder: undefined, removedPhotoIds: undefined }, values, saved });
      if (outcome && outcome.state !== 'stopped') {
        void navigate({ to: '/dashboard' });
        return;
      }
      // Refused (told by its toast): the form stays as it was, to fix and send again.
      setSubmitted(false);
      setFailure(listingRejection(outcome));
    } catch {
      // The draft could not be stored on this device.
      setSubmitted(false);
      setFailure(listingRejection(null));
      notifications.show({ title: t`Error`, message: t`Failed to list property`, color: 'red' });
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting, submitted, failure };
}
