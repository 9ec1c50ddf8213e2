import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { saveDraftValues, type DraftBase } from './draft';
import type { ListingFormValues } from './listing-schema';

interface Options {
  form: UseFormReturn<ListingFormValues>;
  base: DraftBase;
  /** The values the form started from. */
  initial: ListingFormValues;
  /** Not once the form is submitted: the draft then belongs to the outbox, which removes it when it is sent. */
  paused: boolean;
  onDraftCreated?(id: string): void;
}

/**
 * Autosaves what is typed into the listing's draft, from the first change on (opening a form
 * creates no draft). Saved on every change, not debounced: a reload right after typing must find it.
 */
export function useDraftAutosave({ form, base, initial, paused, onDraftCreated }: Options) {
  const typed = useWatch({ control: form.control });
  const dirty = form.formState.isDirty;
  useEffect(() => {
    if (!dirty || paused) return;
    void saveDraftValues(base, { ...initial, ...(typed as ListingFormValues) }).then(() => onDraftCreated?.(base.id));
  }, [typed, dirty, paused, base, initial, onDraftCreated]);
}
