import type { SupabaseClient } from '@supabase/supabase-js';

// Saved (hearted) listings, kept on the device so saving works signed out, and mirrored to the
// saved_properties table when signed in (decisions.md 5). Every component reading the list is
// told about changes: in this tab through the subscribers below, in other tabs through the
// `storage` event.

export const SAVED_PROPERTIES_KEY = 'manzil:saved-properties';
const EMPTY: readonly string[] = Object.freeze([]);

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedIds: readonly string[] = EMPTY;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

function parse(raw: string | null): readonly string[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? Array.from(new Set(value.filter((v): v is string => typeof v === 'string'))) : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The saved ids, newest first; the same array until the list changes (for useSyncExternalStore). */
export function getSavedIds(): readonly string[] {
  const raw = storage()?.getItem(SAVED_PROPERTIES_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parse(raw);
  }
  return cachedIds;
}

function notify() {
  for (const listener of listeners) listener();
}

export function setSavedIds(ids: readonly string[]) {
  const unique = Array.from(new Set(ids));
  try {
    storage()?.setItem(SAVED_PROPERTIES_KEY, JSON.stringify(unique));
  } catch {
    // quota or disabled storage: keep the list in memory for this page
  }
  cachedRaw = storage()?.getItem(SAVED_PROPERTIES_KEY) ?? JSON.stringify(unique);
  cachedIds = unique;
  notify();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === SAVED_PROPERTIES_KEY) notify();
}

export function subscribeSaved(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function isSaved(propertyId: string): boolean {
  return getSavedIds().includes(propertyId);
}

/** Adds or removes one listing on the device, then (signed in) in saved_properties. */
export async function setSaved(client: SupabaseClient, propertyId: string, saved: boolean, userId: string | null): Promise<void> {
  const current = getSavedIds();
  setSavedIds(saved ? [propertyId, ...current.filter((id) => id !== propertyId)] : current.filter((id) => id !== propertyId));
  if (!userId) return;
  const { error } = saved
    ? await client
        .from('saved_properties')
        .upsert({ user_id: userId, property_id: propertyId }, { onConflict: 'user_id,property_id', ignoreDuplicates: true })
    : await client.from('saved_properties').delete().eq('user_id', userId).eq('property_id', propertyId);
  if (error) throw new Error(error.message);
}

/**
 * On sign-in: the account's saved listings join the device's, and listings saved on this device
 * while signed out are added to the account.
 */
export async function syncSavedWithServer(client: SupabaseClient, userId: string): Promise<void> {
  const { data, error } = await client.from('saved_properties').select('property_id').eq('user_id', userId).order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  const remote = (data ?? []).map((row) => row.property_id as string);
  const local = getSavedIds();
  const merged = Array.from(new Set([...local, ...remote]));
  if (merged.length !== local.length) setSavedIds(merged);
  const missing = local.filter((id) => !remote.includes(id));
  if (missing.length > 0) {
    const upsert = await client
      .from('saved_properties')
      .upsert(
        missing.map((property_id) => ({ user_id: userId, property_id })),
        { onConflict: 'user_id,property_id', ignoreDuplicates: true },
      );
    // a listing deleted since it was saved fails the foreign key: leave the rest as they are
    if (upsert.error) console.warn('Could not sync saved properties', upsert.error.message);
  }
}
