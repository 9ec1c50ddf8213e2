import { useMutation } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect } from 'react';
import { useSession } from '@/lib/session';
import { supabase } from '@/lib/supabase';
import { migrateLegacySaved, savedIds, setSaved, syncSavedWithServer } from './saved-store';

const EMPTY: readonly string[] = [];
/** Users whose saved list was already merged with the server during this page's life. */
const syncedUsers = new Set<string>();
let migrated: Promise<void> | null = null;

/** The saved listing ids of whoever is here (live, across tabs); `toggle` saves or removes one. */
export function useSavedProperties() {
  const { user, ready } = useSession();
  const userId = user?.id ?? null;
  const ids = useLiveQuery(() => savedIds(userId ?? ''), [userId]) ?? EMPTY;

  useEffect(() => {
    migrated ??= migrateLegacySaved().catch((error: unknown) => console.warn('Could not move saved properties', error));
    if (!ready || !userId || syncedUsers.has(userId)) return;
    syncedUsers.add(userId);
    void migrated
      .then(() => syncSavedWithServer(supabase, userId))
      .catch((error: unknown) => {
        syncedUsers.delete(userId);
        console.warn('Could not load saved properties', error);
      });
  }, [userId, ready]);

  const mutation = useMutation({
    // A device write (queued for the account): it must not wait for a connection.
    networkMode: 'always',
    mutationFn: ({ propertyId, saved }: { propertyId: string; saved: boolean }) => setSaved(propertyId, saved, userId),
  });
  const isSaved = useCallback((propertyId: string) => ids.includes(propertyId), [ids]);
  const toggle = useCallback(
    (propertyId: string) => mutation.mutateAsync({ propertyId, saved: !ids.includes(propertyId) }),
    [mutation, ids],
  );
  return { ids, isSaved, toggle };
}
