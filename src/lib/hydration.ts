import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether the page the server rendered is still to be hydrated: its root keeps the server's
 * marker until the app's first commit (main.tsx). What is read then must not change the page
 * before React has taken it over as the server rendered it.
 */
export function awaitingHydration(): boolean {
  return typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-server-rendered') === true;
}

const neverChanges = () => () => undefined;

/**
 * True while React hydrates a page the server rendered (and at the server itself): a component
 * then renders what the server did, and may render differently straight after. False in every
 * other render.
 *
 * React says which render is hydration (a store's server snapshot is read only then), including a
 * part it hydrates later than the rest. The change afterwards is a transition: every component
 * that renders differently then (the live controls of a page of cards, its menus, the search form)
 * does so in one render that React slices and interrupts for input, not in one long task.
 */
export function useHydrating(): boolean {
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return !hydrated;
}
