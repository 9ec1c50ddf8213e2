import { hashKey, type QueryKey } from '@tanstack/react-query';

// A page's first read, started by the first-read script (src/first-read.ts) while the app's own
// scripts are still downloading, and handed to the query that asks for it (loadQuery). Keyed by
// the query key, so only the very query the page asks for takes it; a read nobody takes is dropped.
const started = new Map<string, Promise<unknown>>();

// As TanStack Query compares keys: objects' properties in any order (the router's search object
// keeps the address's order, the first-read script's does not).
const keyOf = hashKey;

/** Starts `read` for the query with this key; returns its answer too, for the starter's own use. */
export function startEarlyRead(queryKey: QueryKey, read: () => unknown): Promise<unknown> {
  const promise = Promise.resolve().then(read);
  // A failure is handled by whoever takes the read (by reading again); untaken, it is nobody's.
  promise.catch(() => undefined);
  started.set(keyOf(queryKey), promise);
  return promise;
}

/** The early read of this query, once: later asks read afresh. */
export function takeEarlyRead(queryKey: QueryKey): Promise<unknown> | undefined {
  const key = keyOf(queryKey);
  const promise = started.get(key);
  started.delete(key);
  return promise;
}
