import type { ManzilDb } from './db';

/**
 * The device store, loaded on first use. Dexie is about 30 KiB gzip that no first paint needs, so
 * what the shell runs at start (restoring kept reads, watching the outbox, the header's waiting
 * count, sign-out's check) reaches the store through this, and Dexie arrives beside the page's
 * own chunks instead of before them.
 */
export function loadDb(): Promise<ManzilDb> {
  return import('./db').then((module) => module.db);
}
