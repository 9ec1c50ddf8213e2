import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * Whether the page the server rendered is still to be hydrated: its root keeps the server's
 * marker until the app's first commit (app/start.tsx). What is read then must not change the page
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
 * part it hydrates later than the rest. The change afterwards is a transition, one part after
 * another: the live controls of a page of cards, its menus and the search form each render when
 * their turn comes, in slices React interrupts for input, never in one long task.
 */
export function useHydrating(): boolean {
  // What this component last took the page to be. After hydrating, React checks the store again
  // and re-renders at once, in one blocking pass, every component whose snapshot differs from
  // the server's: a component hydrated as the server rendered it says so until its turn comes.
  const seen = useRef<boolean | null>(null);
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => seen.current ?? false,
    () => true,
  );
  seen.current ??= hydrating;
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (hydrated) return;
    let mounted = true;
    inTurn(() => {
      if (mounted) startTransition(() => setHydrated(true));
    });
    return () => {
      mounted = false;
    };
  }, [hydrated]);
  return !hydrated;
}

// One part at a time, each in a task of its own: React commits a transition in one piece, and a
// page of cards changing together (each heart with its tooltip and device store) would be one
// long commit again.
const turns: (() => void)[] = [];
let taking = false;

function inTurn(change: () => void) {
  turns.push(change);
  if (taking) return;
  taking = true;
  const next = () => {
    turns.shift()?.();
    if (turns.length > 0) setTimeout(next, 0);
    else taking = false;
  };
  setTimeout(next, 0);
}
