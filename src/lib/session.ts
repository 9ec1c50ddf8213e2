import type { Session, User } from '@supabase/supabase-js';
import { useSyncExternalStore } from 'react';

// The signed-in user as every part of the app sees it: updated on every auth event
// (signed in, signed out, token refreshed, user updated, password recovery). Kept in lib so any
// feature can read it without importing the auth feature.

export interface SessionState {
  /** False until the session persisted from the previous visit has been read. */
  ready: boolean;
  session: Session | null;
  user: User | null;
  /** The last auth event, e.g. PASSWORD_RECOVERY when a reset link was opened. */
  lastEvent: string | null;
}

let state: SessionState = { ready: false, session: null, user: null, lastEvent: null };
const listeners = new Set<() => void>();

export function setSessionState(next: Partial<SessionState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getSessionState(): SessionState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, getSessionState);
}

/** Waits until the persisted session has been read (route guards and loaders need it). */
export function sessionReady(): Promise<SessionState> {
  if (state.ready) return Promise.resolve(state);
  return new Promise((resolve) => {
    const unsubscribe = subscribe(() => {
      if (state.ready) {
        unsubscribe();
        resolve(state);
      }
    });
  });
}

