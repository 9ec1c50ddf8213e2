import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSession } from '@/lib/session';
import { supabase } from '@/lib/supabase';
import { getSavedIds, setSaved, subscribeSaved, syncSavedWithServer } from './saved-store';

const EMPTY: readonly string[] = [];
/** Users whose saved list was already merged with the server during this page's life. */
const syncedUsers = new Set<string>();

/** The saved listing ids, shared by every component and tab; `toggle` saves or removes one. */
export function useSavedProperties() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const ids = useSyncExternalStore(subscribeSaved, getSavedIds, () => EMPTY);

  useEffect(() => {
    if (!userId || syncedUsers.has(userId)) return;
    syncedUsers.add(userId);
    syncSavedWithServer(supabase, userId).catch((error: unknown) => {
      syncedUsers.delete(userId);
      console.warn('Could not load saved properties', error);
    });
  }, [userId]);

  const isSaved = useCallback((propertyId: string) => ids.includes(propertyId), [ids]);
  const toggle = useCallback(
    (propertyId: string) => setSaved(supabase, propertyId, !getSavedIds().includes(propertyId), userId),
    [userId],
  );
  return { ids, isSaved, toggle };
}
