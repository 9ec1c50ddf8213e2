import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * True while React hydrates a page the server rendered (and at the server itself): a component
 * then renders what the server did, and may render differently straight after. False in every
 * other render.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}

/**
 * Whether the page the server rendered is still to be hydrated: its root keeps the server's
 * marker until the app's first commit (main.tsx). What is read then must not change the page
 * before React has taken it over as the server rendered it.
 */
export function awaitingHydration(): boolean {
  return typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-server-rendered') === true;
}
