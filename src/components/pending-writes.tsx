import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useSessionUser } from '@/lib/session';
import { db, type OutboxEntry } from '@/offline/db';
import { discardEntry, resolveConflict, retryEntry } from '@/offline/outbox';
import { loadWriteKinds } from '@/offline/write-kind';
import { LazyModal } from './lazy-overlays';
import { StorageNotGuaranteed } from './storage-not-guaranteed';

// The header's count of writes waiting on this device, which opens the list of them with what
// went wrong and what to do. A chunk of its own (it reads the device store, Dexie): the header
// loads it beside the page, and shows nothing here until it has.

function stateText(entry: OutboxEntry, now: number, i18n: I18n): string {
  if (entry.state === 'needs_attention') return i18n._(msg`Needs attention`);
  if (entry.state === 'conflict') return i18n._(msg`Changed elsewhere: choose which version to keep`);
  // It goes with the connection's next sign of life, whatever its timer says.
  if (entry.lastError?.status === 0) return i18n._(msg`Waiting for a connection`);
  if (entry.attempts === 0 || entry.nextAttemptAt <= now) return i18n._(msg`Waiting to upload`);
  const seconds = Math.ceil((entry.nextAttemptAt - now) / 1000);
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? i18n._(msg`Trying again in ${seconds} s`) : i18n._(msg`Trying again in ${minutes} min`);
}

/** The time, updated every second while the list is open (for "trying again in ..."). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function PendingEntry({ entry, now }: { entry: OutboxEntry; now: number }) {
  const { i18n } = useLingui();
  return (
    <Stack gap={4} p="sm" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }} role="listitem">
      <Text fw={600}>{entry.label}</Text>
      <Text size="sm">{stateText(entry, now, i18n)}</Text>
      {entry.lastError && entry.state !== 'pending' && (
        <Text size="sm" c="red.8">
          {entry.lastError.message}
        </Text>
      )}
      {entry.state === 'needs_attention' && (
        <Group gap="xs">
          <Button size="xs" onClick={() => void retryEntry(db, entry.id)}>
            <Trans>Retry</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={() => void discardEntry(db, entry.id)}>
            <Trans>Discard</Trans>
          </Button>
        </Group>
      )}
      {entry.state === 'conflict' && (
        <Group gap="xs">
          <Button size="xs" onClick={() => void loadWriteKinds().then((kinds) => resolveConflict(db, entry.id, 'mine', kinds))}>
            <Trans>Keep mine</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={() => void loadWriteKinds().then((kinds) => resolveConflict(db, entry.id, 'theirs', kinds))}>
            <Trans>Take the server&apos;s</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function PendingList({ entries }: { entries: OutboxEntry[] }) {
  const now = useNow();
  const { t } = useLingui();
  if (entries.length === 0)
    return (
      <Text>
        <Trans>Everything has been sent.</Trans>
      </Text>
    );
  return (
    <Stack gap="sm">
      <StorageNotGuaranteed />
      <Stack gap="sm" role="list" aria-label={t`Changes waiting to be sent`}>
        {entries.map((entry) => (
          <PendingEntry key={entry.id} entry={entry} now={now} />
        ))}
      </Stack>
    </Stack>
  );
}

/** The waiting count (shown only when there is one) and the list it opens. */
export default function PendingWrites() {
  const user = useSessionUser();
  const userKey = user?.id ?? '';
  const [opened, { open, close }] = useDisclosure(false);
  const { t } = useLingui();
  // This person's entries, and what a visitor queued on this device (sent as a visitor).
  const entries = useLiveQuery(() => db.outbox.where('userKey').anyOf([userKey, '']).sortBy('seq'), [userKey]) ?? [];
  const attention = entries.filter((e) => e.state !== 'pending').length;
  const count = entries.length;
  return (
    <>
      {entries.length > 0 && (
        <Button
          size="xs"
          variant={attention > 0 ? 'filled' : 'light'}
          // A light variant takes a colour without a shade: with one (teal.9) Mantine fills the
          // button with that shade under the dark light-variant text (1.8:1).
          color={attention > 0 ? 'red.8' : 'teal'}
          onClick={open}
          aria-label={plural(count, { one: '# change waiting to be sent', other: '# changes waiting to be sent' })}
        >
          <Trans>{count} waiting</Trans>
        </Button>
      )}
      <LazyModal opened={opened} onClose={close} title={t`Waiting to be sent`}>
        <PendingList entries={entries} />
      </LazyModal>
    </>
  );
}
