import { db, type OutboxEntry } from '@/offline/db';
import { enqueue } from '@/offline/outbox';
import { writeErrorFrom } from '@/offline/write-error';
import type { DbClient, RestClient } from '@/lib/supabase';

// Saved (hearted) listings live on the device, per person: a signed-in user's under their id,
// a signed-out visitor's under ''. A signed-in user's changes are queued in the outbox and
// mirrored to saved_properties; signing out hides them from view (they stay with their owner),
// and what a visitor saved joins the account of whoever signs in next on this device.

export const SAVE_PROPERTY = 'saved.set';

/** Where hearts were kept before they moved to IndexedDB; read once, then removed. */
const LEGACY_KEY = 'manzil:saved-properties';

interface SavedChange {
  propertyId: string;
  saved: boolean;
}

const entryId = (userId: string, propertyId: string) => `saved:${userId}:${propertyId}`;

/** The saved listing ids of a person (userKey: user id, or '' signed out), newest first. */
export async function savedIds(userKey: string): Promise<string[]> {
  const rows = await db.savedProperties.where('userKey').equals(userKey).sortBy('savedAt');
  return rows.reverse().map((row) => row.propertyId);
}

/**
 * Saves or un-saves a listing on the device and, signed in, queues the same change for the
 * account in one transaction. Repeated toggles while offline leave one entry: the last state.
 */
export async function setSaved(propertyId: string, saved: boolean, userId: string | null): Promise<void> {
  const userKey = userId ?? '';
  const local = async () => {
    if (saved) await db.savedProperties.put({ userKey, propertyId, savedAt: Date.now() });
    else await db.savedProperties.delete([userKey, propertyId]);
  };
  if (!userId) {
    await db.transaction('rw', db.savedProperties, local);
    return;
  }
  const change: SavedChange = { propertyId, saved };
  await enqueue(
    db,
    { id: entryId(userId, propertyId), userKey, kind: SAVE_PROPERTY, group: entryId(userId, propertyId), payload: change, label: saved ? 'Save a property' : 'Remove a saved property' },
    local,
  );
}

/** The outbox handler: the account's saved_properties row added (ignoring a duplicate) or removed. */
export async function sendSavedChange(entry: OutboxEntry, client: RestClient): Promise<void> {
  const { propertyId, saved } = entry.payload as SavedChange;
  const result = saved
    ? await client
        .from('saved_properties')
        .upsert({ user_id: entry.userKey, property_id: propertyId }, { onConflict: 'user_id,property_id', ignoreDuplicates: true })
    : await client.from('saved_properties').delete().eq('user_id', entry.userKey).eq('property_id', propertyId);
  // A listing deleted since it was saved: nothing left to save.
  if (result.error && !(saved && result.error.code === '23503')) throw writeErrorFrom(result.error, result.status);
}

/** Moves hearts kept in localStorage by earlier versions of the app to the visitor's rows, once. */
export async function migrateLegacySaved(): Promise<void> {
  let raw: string | null;
  try {
    raw = localStorage.getItem(LEGACY_KEY);
  } catch {
    return; // storage disabled
  }
  if (raw === null) return;
  let ids: unknown = [];
  try {
    ids = JSON.parse(raw);
  } catch {
    // unreadable: nothing to move
  }
  const list = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  const now = Date.now();
  await db.savedProperties.bulkPut(list.map((propertyId, i) => ({ userKey: '', propertyId, savedAt: now - i })));
  localStorage.removeItem(LEGACY_KEY);
}

/**
 * On sign-in: the device's copy of the account's hearts is refreshed from the server, except
 * for changes still waiting in the outbox (an un-save made offline stays un-saved), and what a
 * visitor saved on this device is added to the account.
 */
export async function syncSavedWithServer(client: DbClient, userId: string): Promise<void> {
  const { data, error } = await client.from('saved_properties').select('property_id, created_at').eq('user_id', userId);
  if (error) throw writeErrorFrom(error);
  const visitorIds = await savedIds('');
  for (const propertyId of visitorIds) await setSaved(propertyId, true, userId);
  await db.transaction('rw', [db.savedProperties, db.outbox], async () => {
    // Not taken from the server's list: changes still waiting, and the visitor's hearts just
    // queued (they may already be sent, after the list above was read).
    const pending = new Set([
      ...visitorIds,
      ...(await db.outbox.where('userKey').equals(userId).filter((e) => e.kind === SAVE_PROPERTY).toArray()).map(
        (e) => (e.payload as SavedChange).propertyId,
      ),
    ]);
    const remote = new Map((data ?? []).map((row) => [row.property_id as string, Date.parse(row.created_at as string)]));
    const local = await db.savedProperties.where('userKey').equals(userId).toArray();
    for (const row of local) if (!remote.has(row.propertyId) && !pending.has(row.propertyId)) await db.savedProperties.delete([userId, row.propertyId]);
    for (const [propertyId, savedAt] of remote) {
      if (!pending.has(propertyId)) await db.savedProperties.put({ userKey: userId, propertyId, savedAt });
    }
    await db.savedProperties.where('userKey').equals('').delete();
  });
}
