import type { ListingFormValues } from './listing-schema';

// The listing form's text fields are saved as they are typed, so nothing is lost to an error, a
// reload or a closed tab. One draft per user and listing (new or the id being edited).

const PREFIX = 'manzil:listing-draft:';

export function draftKey(userId: string, propertyId: string | undefined) {
  return `${PREFIX}${userId}:${propertyId ?? 'new'}`;
}

export function loadDraft(key: string): Partial<ListingFormValues> | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Partial<ListingFormValues>) : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: ListingFormValues) {
  try {
    localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form still works, only the autosave is lost.
  }
}

export function clearDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // ignore
  }
}
