import { browserConnectionSignals } from './connection';
import { liveQuery } from 'dexie';
import type { ManzilDb, NewEntry, OutboxError } from './db';
import { readablePayload, type Write, type WriteKindLookup } from './write-kind';

// The outbox: writes waiting for the server's confirmation. An entry is written in the same
// Dexie transaction as the change it carries (a draft, a heart), so neither exists without the
// other, and it leaves the outbox only when the server has confirmed it (outbox-sender.ts, which notices
// new entries through a live query). Nothing here expires: no cache buster, deploy or age
// removes an entry.

export type { NewEntry };

/**
 * Queues a write, with the local change it carries in the same transaction. Queuing the same id
 * again replaces its payload while it waits (the newest state of a heart wins) and is otherwise
 * a no-op, so a double click queues one write.
 */
export async function enqueue(database: ManzilDb, entry: NewEntry, localChange?: () => Promise<unknown>): Promise<void> {
  await database.transaction('rw', [database.outbox, database.savedProperties, database.drafts], async () => {
    await localChange?.();
    const existing = await database.outbox.where('id').equals(entry.id).first();
    if (existing) {
      await database.outbox.update(existing.seq!, {
        payload: entry.payload,
        version: entry.version,
        label: entry.label,
        revision: existing.revision + 1,
        state: 'pending',
        nextAttemptAt: 0,
      });
      return;
    }
    await database.outbox.add({
      ...entry,
      createdAt: Date.now(),
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      state: 'pending',
      revision: 0,
    });
  });
}

/**
 * Queues writes of declared kinds, in this order, with the local change they carry, all in one
 * transaction. Returns the entries' ids.
 */
export async function enqueueWrites(database: ManzilDb, userKey: string, writes: Write[], localChange?: () => Promise<unknown>): Promise<string[]> {
  const entries = writes.map((w) => w.toEntry(userKey));
  await database.transaction('rw', [database.outbox, database.savedProperties, database.drafts], async () => {
    await localChange?.();
    for (const entry of entries) await enqueue(database, entry);
  });
  return entries.map((entry) => entry.id);
}

/** Sends an entry that needs attention again, now. */
export async function retryEntry(database: ManzilDb, id: string) {
  await database.outbox.where('id').equals(id).modify({ state: 'pending', nextAttemptAt: 0 });
}

/**
 * Drops an entry and the entries queued after it in its group (a listing's photos cannot go
 * without the listing). Returns how many entries went.
 */
export async function discardEntry(database: ManzilDb, id: string): Promise<number> {
  return database.transaction('rw', database.outbox, async () => {
    const entry = await database.outbox.where('id').equals(id).first();
    if (!entry) return 0;
    const doomed = database.outbox.where('group').equals(entry.group).and((e) => e.seq! >= entry.seq!);
    for (const gone of await doomed.toArray()) forgetAnnouncement(gone.id);
    return doomed.delete();
  });
}

/**
 * Settles a conflict (an offline edit that met a newer version on the server), by the rule its
 * kind declares: 'mine' sends the edit again, overwriting the server's version; 'theirs' discards
 * the edit and what the kind drops with it.
 */
export async function resolveConflict(database: ManzilDb, id: string, choice: 'mine' | 'theirs', kindOf: WriteKindLookup) {
  const entry = await database.outbox.where('id').equals(id).first();
  const kind = entry && kindOf(entry.kind);
  const payload = entry && kind?.conflict ? readablePayload(kind, entry) : undefined;
  if (!entry || !kind?.conflict || payload === undefined) return choice === 'theirs' ? discardEntry(database, id) : 0;
  if (choice === 'theirs') {
    await kind.conflict.discard?.(payload, database);
    return discardEntry(database, id);
  }
  await database.outbox.update(entry.seq!, {
    payload: kind.conflict.keepMine(payload),
    version: kind.version,
    state: 'pending',
    nextAttemptAt: 0,
    revision: entry.revision + 1,
  });
  return 0;
}

export type Outcome =
  | { state: 'confirmed' }
  | { state: 'stopped'; error: OutboxError | null; kind?: string }
  | { state: 'waiting'; error: OutboxError | null };

/**
 * What became of queued writes within `timeoutMs`: all confirmed by the server, one stopped
 * (rejected, or a conflict), or still waiting (offline, retrying, or not tried yet). Watches the
 * outbox, so it sees the tab that sends them, whichever that is. While the browser reports no
 * connection nothing is sent, so there is nothing to wait for: the answer is at once.
 */
export function waitForOutcome(database: ManzilDb, ids: string | string[], timeoutMs: number, isOnline = browserConnectionSignals.isOnline): Promise<Outcome> {
  const wanted = new Set(Array.isArray(ids) ? ids : [ids]);
  if (!isOnline()) timeoutMs = 0;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      queueMicrotask(() => subscription.unsubscribe());
      resolve(outcome);
    };
    const timer = setTimeout(() => settle({ state: 'waiting', error: null }), timeoutMs);
    const subscription = liveQuery(() => database.outbox.toArray()).subscribe({
      next: (all) => {
        const entries = all.filter((e) => wanted.has(e.id));
        const stopped = entries.find((e) => e.state !== 'pending');
        const failing = entries.find((e) => e.attempts > 0);
        if (entries.length === 0) settle({ state: 'confirmed' });
        else if (stopped) settle({ state: 'stopped', error: stopped.lastError, kind: stopped.kind });
        else if (failing) settle({ state: 'waiting', error: failing.lastError });
      },
    });
  });
}

/** Announcements owed by this tab: writes it queued whose confirmation the user should hear of. */
const announcements = new Map<string, () => void>();
let watching: { unsubscribe(): void } | null = null;

/**
 * Calls `announce` once the write leaves the outbox confirmed (in any tab), so a queued action
 * reports success when it really completes. Dropped if the user discards the entry here.
 */
export function announceWhenConfirmed(database: ManzilDb, id: string, announce: () => void) {
  announcements.set(id, announce);
  watching ??= liveQuery(() => database.outbox.toArray()).subscribe({
    next: (entries) => {
      const present = new Set(entries.map((e) => e.id));
      for (const [waiting, callback] of announcements) {
        if (present.has(waiting)) continue;
        announcements.delete(waiting);
        callback();
      }
    },
  });
}

/** Forgets a pending announcement (the entry was discarded, not sent). */
export function forgetAnnouncement(id: string) {
  announcements.delete(id);
}
