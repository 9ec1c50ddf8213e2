import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the page the server rendered is still to be hydrated: its root keeps the server's
 * marker until the app's first commit (main.tsx). What is read then must not change the page
 * before React has taken it over as the server rendered it.
 */
export function awaitingHydration(): boolean {
  return typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-server-rendered') === true;
}

/**
 * True while React hydrates a page the server rendered (and at the server itself): a component
 * then renders what the server did, and may render differently straight after. False in every
 * other render.
 *
 * The change after hydration is a transition: every component that renders differently then
 * (the live controls of a page of cards, its menus, the search form) does so in one render that
 * React slices and interrupts for input, not in one long task before the visitor can scroll.
 */
export function useHydrating(): boolean {
  const [hydrating, setHydrating] = useState(() => typeof document === 'undefined' || awaitingHydration());
  useEffect(() => {
    if (hydrating) startTransition(() => setHydrating(false));
  }, [hydrating]);
  return hydrating;
}
