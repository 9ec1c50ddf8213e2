// "Your browser may clear what is kept on this device…" is said once per device: on the visit it
// is first shown (wherever it appears during that visit), and not again on later visits.

const SHOWN_KEY = 'manzil:storage-warning-shown';
/** This page load: the warning stays up for the whole visit it was first shown in. */
const THIS_VISIT = `${Date.now()}-${Math.random().toString(36).slice(2)}`;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy settings)
  }
}

/**
 * Whether to show the warning now, recording that it was shown. Without a place to remember it
 * (storage blocked), it is shown: losing work unwarned is worse than a repeated line.
 */
export function storageWarningDue(store: KeyValueStore | null = browserStore(), visit = THIS_VISIT): boolean {
  if (!store) return true;
  try {
    const shownOn = store.getItem(SHOWN_KEY);
    if (shownOn === null) store.setItem(SHOWN_KEY, visit);
    return shownOn === null || shownOn === visit;
  } catch {
    return true;
  }
}
