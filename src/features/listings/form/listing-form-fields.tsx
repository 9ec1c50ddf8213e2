import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { EditableImage } from '../api/get-editable-listing';
import { draftOf, type DraftBase } from './draft';
import { ListingDetailsFields } from './listing-details-fields';
import { ListingFactsFields } from './listing-facts-fields';
import { ListingFormActions } from './listing-form-actions';
import { listingSchema, type ListingFormValues } from './listing-schema';
import { StagedImagesField } from './staged-images-field';
import { useDraftAutosave } from './use-draft-autosave';
import { useListingSubmit } from './use-listing-submit';
import { useStagedImages } from './use-staged-images';

interface Props {
  base: DraftBase;
  initial: ListingFormValues;
  savedPhotos: EditableImage[] | null;
  /** The listing's paid featuring, for Delete's warning (unknown offline without a copy). */
  featuredUntil: string | null | undefined;
  onDraftCreated?(id: string): void;
}

/** The listing form itself, once what it starts from is known: its sections, its images and its actions. */
export function ListingFormFields({ base: baseProp, initial: initialProp, savedPhotos, featuredUntil, onDraftCreated }: Props) {
  const { t } = useLingui();
  // What the form started from; later renders of the parent (the draft it saves changing) must
  // not re-trigger the autosave.
  const [base] = useState(baseProp);
  const [initial] = useState(initialProp);
  const form = useForm<ListingFormValues>({ resolver: zodResolver(listingSchema), defaultValues: initial, mode: 'onTouched' });
  // The draft as it changes (photos chosen, photo changes staged); null until there is one.
  const draft = useLiveQuery(async () => (await draftOf(base.id)) ?? null, [base.id]);
  const images = useStagedImages({ base, draft, savedPhotos, currentValues: () => form.getValues(), onDraftCreated });
  const { submit, submitting, submitted, failure } = useListingSubmit({ base, photosKnown: images.known, saved: images.saved });
  useDraftAutosave({ form, base, initial, paused: submitted, onDraftCreated });

  const busy = images.preparing || submitting;
  const failureMessage = failure?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack maw={860}>
        {failure && (
          <Alert color="red" role="alert" title={failure.detailsSaved ? t`Your details were saved, but not every photo change` : t`Your listing was not saved`}>
            <Trans>{failureMessage}. Everything you entered is still here; try again.</Trans>
          </Alert>
        )}
        <ListingDetailsFields form={form} />

        <ListingFactsFields form={form} />

        <StagedImagesField
          {...images.fieldOf('photo')}
          help={t`The first photo is the cover. Drag photos, or use their buttons, to change the order; changes apply when you save. Photos are resized before upload and their location data removed.`}
          disabled={busy}
        />
        <StagedImagesField {...images.fieldOf('floor_plan')} help={t`Up to 2 floor plans, shown on the listing in a tab of their own beside the photos.`} disabled={busy} />

        <ListingFormActions
          listingId={base.id}
          userId={base.userKey}
          isNew={base.isNew}
          title={initial.title}
          featuredUntil={featuredUntil}
          hasDraft={Boolean(draft)}
          busy={busy}
          submitting={submitting}
        />
      </Stack>
    </form>
  );
}
