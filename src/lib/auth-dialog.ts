import { useSyncExternalStore } from 'react';

// Any page can ask for the sign-in dialog (Save search, List Property, a guarded page); the
// dialog itself lives in the auth feature and is mounted once in the root layout.

export type AuthDialogMode = 'signIn' | 'signUp';

interface AuthDialogState {
  opened: boolean;
  mode: AuthDialogMode;
  /** Why the dialog opened, shown above the form (e.g. 'Sign in to save this search'). */
  reason: string | null;
}

let state: AuthDialogState = { opened: false, mode: 'signIn', reason: null };
const listeners = new Set<() => void>();
/**
 * The control that had focus when the dialog opened, focused again when it closes. Mantine's own
 * focus return misses a dialog that mounts already open, as the lazily loaded one does.
 */
let opener: HTMLElement | null = null;

function set(next: AuthDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

export function openAuthDialog(mode: AuthDialogMode = 'signIn', reason: string | null = null) {
  if (!state.opened && typeof document !== 'undefined') {
    const focused = document.activeElement;
    opener = focused instanceof HTMLElement && focused !== document.body ? focused : null;
  }
  set({ opened: true, mode, reason });
}

export function closeAuthDialog() {
  set({ ...state, opened: false, reason: null });
  // Still on the page (a guard's button goes once signed in): back to it.
  if (opener?.isConnected) opener.focus({ preventScroll: true });
  opener = null;
}

export function setAuthDialogMode(mode: AuthDialogMode) {
  set({ ...state, mode });
}

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
