import { Badge, Group, Text } from '@mantine/core';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { importWithRetry } from '@/lib/import-with-retry';
import { persistenceRefused, subscribePersistence } from '@/offline/storage';
import { storageWarningDue } from './storage-warning';

// The header's connection and pending-changes status: an Offline badge, and a count of writes
// waiting on this device that opens the list of them (pending-writes.tsx).

// Until its chunk arrives (retried if the connection dropped first) the header shows no count; the
// outbox is sent meanwhile all the same.
const PendingWrites = lazy(() => importWithRetry(() => import('./pending-writes')));

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

/** Shown where unsent work is listed, when the browser would not promise to keep it (once per device). */
export function StorageNotGuaranteed() {
  const refused = useSyncExternalStore(subscribePersistence, persistenceRefused, () => false);
  if (!refused || !storageWarningDue()) return null;
  return (
    <Text size="sm" c="orange.9">
      Your browser may clear what is kept on this device if it runs short of space. Send your changes when you can.
    </Text>
  );
}

export function SyncStatus() {
  const online = useOnline();
  return (
    <Group gap="xs" wrap="nowrap">
      {!online && (
        <Badge color="gray.8" variant="filled" role="status">
          Offline
        </Badge>
      )}
      <Suspense fallback={null}>
        <PendingWrites />
      </Suspense>
    </Group>
  );
}
