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
