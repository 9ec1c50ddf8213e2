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

/** Before the stored session has been read; also what the server renders every page with (a visitor). */
const UNKNOWN: SessionState = { ready: false, session: null, user: null, lastEvent: null };
let state: SessionState = UNKNOWN;
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

/**
 * The session, for rendering. While React hydrates a page the server rendered, it is the server's
 * (not yet known), so the first render matches the page; React renders again with the real one
 * straight after.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, () => UNKNOWN);
}

const getUser = () => state.user;
const noUser = () => null;

/**
 * The signed-in user alone, for the many parts that need nothing else: they render again only
 * when the user changes, not when the session is first read or its token is refreshed. A
 * visitor's page (the most common) is then never rendered twice for the session.
 */
export function useSessionUser(): User | null {
  return useSyncExternalStore(subscribe, getUser, noUser);
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

