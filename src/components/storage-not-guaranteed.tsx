import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { persistenceRefused, subscribePersistence } from '@/offline/storage';
import { storageWarningDue } from './storage-warning';

/** Shown where unsent work is listed, when the browser would not promise to keep it (once per device). */
export function StorageNotGuaranteed() {
  const refused = useSyncExternalStore(subscribePersistence, persistenceRefused, () => false);
  if (!refused || !storageWarningDue()) return null;
  return (
    <Text size="sm" c="orange.9">
      <Trans>Your browser may clear what is kept on this device if it runs short of space. Send your changes when you can.</Trans>
    </Text>
  );
}
