import { Badge, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { importWithRetry } from '@/lib/import-with-retry';
import { useOnline } from '@/lib/use-online';

// The header's connection and pending-changes status: an Offline badge, and a count of writes
// waiting on this device that opens the list of them (pending-writes.tsx).

// Until its chunk arrives (retried if the connection dropped first) the header shows no count; the
// outbox is sent meanwhile all the same.
const PendingWrites = lazy(() => importWithRetry(() => import('./pending-writes')));

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
