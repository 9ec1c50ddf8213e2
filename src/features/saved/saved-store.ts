import { t } from '@lingui/core/macro';
import { appErrorFrom } from '@/lib/errors';
import type { DbClient, RestClient } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { db } from '@/offline/db';
import { enqueueWrites } from '@/offline/outbox';
import { defineWriteKind, readablePayload, write } from '@/offline/write-kind';

// Saved (hearted) listings live on the device, per person: a signed-in user's under their id,
// a signed-out visitor's under ''. A signed-in user's changes are queued in the outbox and
// mirrored to saved_properties; signing out hides them from view (they stay with their owner),
// and what a visitor saved joins the account of whoever signs in next on this device.

/** Where hearts were kept before they moved to IndexedDB; read once, then removed. */
const LEGACY_KEY = 'manzil:saved-properties';

const savedChangeSchema = z.object({ propertyId: z.string(), saved: z.boolean() });
type SavedChange = z.infer<typeof savedChangeSchema>;

/** The account's saved_properties row added (ignoring a duplicate) or removed. */
export async function sendSavedChange(client: RestClient, userId: string, { propertyId, saved }: SavedChange): Promise<void> {
  const result = saved
    ? await client
        .from('saved_properties')
        .upsert({ user_id: userId, property_id: propertyId }, { onConflict: 'user_id,property_id', ignoreDuplicates: true })
    : await client.from('saved_properties').delete().eq('user_id', userId).eq('property_id', propertyId);
  // A listing deleted since it was saved: nothing left to save.
  if (result.error && !(saved && result.error.code === '23503')) throw appErrorFrom(result.error, { status: result.status });
}

/**
 * A heart set or cleared for the account. One entry per user and listing: toggling it again while
 * it waits replaces its payload, so the last state is what is sent.
 */
export const savePropertyKind = defineWriteKind({
  name: 'saved.set',
  version: 1,
  schema: savedChangeSchema,
  key: ({ propertyId }, userKey) => `saved:${userKey}:${propertyId}`,
  group: ({ propertyId }, userKey) => `saved:${userKey}:${propertyId}`,
  // Worded as it is queued, in the page's language (Lingui's shared I18n: hearts are set in the browser only).
  label: ({ saved }) => (saved ? t`Save a property` : t`Remove a saved property`),
  send: (client: RestClient, change, entry) => sendSavedChange(client, entry.userKey, change),
  // Which listings are saved is read from the device store, which every tab sees change.
});

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
  await enqueueWrites(db, userKey, [write(savePropertyKind, { propertyId, saved })], local);
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
  if (error) throw appErrorFrom(error);
  const visitorIds = await savedIds('');
  for (const propertyId of visitorIds) await setSaved(propertyId, true, userId);
  await db.transaction('rw', [db.savedProperties, db.outbox], async () => {
    // Not taken from the server's list: changes still waiting, and the visitor's hearts just
    // queued (they may already be sent, after the list above was read).
    const pending = new Set([
      ...visitorIds,
      ...(await db.outbox.where('userKey').equals(userId).filter((e) => e.kind === savePropertyKind.name).toArray()).map(
        (e) => readablePayload(savePropertyKind, e)?.propertyId,
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
