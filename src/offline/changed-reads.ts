import type { OutboxEntry } from './db';

// When the server confirms a queued write, the reads it changed are refreshed in every tab of this
// browser, not only in the one that sent it (one tab sends for all; see outbox-sender.ts). The sending tab
// announces the changed reads' query keys on a BroadcastChannel, which reaches every other
// channel of that name, in this tab and the others.

export type ChangedReadKeys = ReadonlyArray<readonly unknown[]>;

/** Which reads a write of one kind changes, declared by the feature that owns the write. */
export type ChangedReads = (entry: OutboxEntry) => ChangedReadKeys;

const CHANNEL = 'manzil-changed-reads';

let sender: BroadcastChannel | undefined;
/** Where BroadcastChannel is missing (an old browser), only this tab hears. */
const localListeners = new Set<(keys: ChangedReadKeys) => void>();

/** Tells every tab (this one included) that these reads changed at the server. */
export function announceChangedReads(keys: ChangedReadKeys) {
  if (keys.length === 0) return;
  if (typeof BroadcastChannel === 'undefined') {
    for (const listener of localListeners) listener(keys);
    return;
  }
  sender ??= new BroadcastChannel(CHANNEL);
  sender.postMessage(keys);
}

/** Calls back with the query keys of reads that changed; returns the function that stops it. */
export function onChangedReads(callback: (keys: ChangedReadKeys) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') {
    localListeners.add(callback);
    return () => localListeners.delete(callback);
  }
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<ChangedReadKeys>) => callback(event.data);
  return () => channel.close();
}
