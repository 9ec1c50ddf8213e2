import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LazyModal } from '@/components/lazy-overlays';
import { useSessionUser } from '@/lib/session';
import { loadDb } from '@/offline/load-db';
import { signOut } from '../sign-out';

/** How long "Send now" waits for the waiting changes to reach the server. */
const SEND_NOW_WAIT_MS = 15_000;

/** Resolves true once the user's outbox is empty, false after waitMs. */
function outboxEmptied(userId: string, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  return new Promise((resolve) => {
    const check = async () => {
      if ((await (await loadDb()).outbox.where('userKey').equals(userId).count()) === 0) return resolve(true);
      if (Date.now() > deadline) return resolve(false);
      setTimeout(() => void check(), 250);
    };
    void check();
  });
}

/**
 * Sign-out that never loses work silently: with changes still waiting to be sent, it asks first.
 * Kept changes (and drafts) stay on this device under their user and are sent when that user
 * signs in here again; they are never sent as someone else.
 */
export function useGuardedSignOut({ beforeSignOut }: { beforeSignOut?: () => Promise<unknown> } = {}) {
  const { t, i18n } = useLingui();
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const [sending, setSending] = useState(false);
  const [notSent, setNotSent] = useState(false);
  const [asking, setAsking] = useState(false);
  // The user's changes waiting to be sent, counted when sign-out was asked for.
  const [waiting, setWaiting] = useState(0);
  const waitingCount = async () => (userId ? (await loadDb()).outbox.where('userKey').equals(userId).count() : 0);

  const end = async () => {
    await beforeSignOut?.();
    await signOut(i18n);
  };
  const finish = async () => {
    setAsking(false);
    setNotSent(false);
    await end();
  };
  const requestSignOut = async () => {
    const count = await waitingCount();
    setWaiting(count);
    if (count > 0) setAsking(true);
    else await end();
  };
  const sendNow = async () => {
    if (!userId) return;
    setSending(true);
    setNotSent(false);
    // Due now, whatever their backoff said; the sync engine notices the change and sends.
    await (await loadDb()).outbox.where('userKey').equals(userId).modify({ nextAttemptAt: 0 });
    const sent = await outboxEmptied(userId, SEND_NOW_WAIT_MS);
    setSending(false);
    if (sent) await finish();
    else {
      setWaiting(await waitingCount());
      setNotSent(true);
    }
  };
  const discard = async () => {
    if (userId) {
      const [db, { forgetAnnouncement }] = await Promise.all([loadDb(), import('@/offline/outbox')]);
      const entries = await db.outbox.where('userKey').equals(userId).toArray();
      // No "sent" message later for what was thrown away.
      for (const entry of entries) forgetAnnouncement(entry.id);
      await db.outbox.bulkDelete(entries.map((entry) => entry.seq!));
    }
    await finish();
  };

  const dialog = (
    <LazyModal opened={asking} onClose={() => setAsking(false)} title={t`Changes not sent yet`}>
      <Stack>
        <Text>
          {t`${plural(waiting, { one: '# change has', other: '# changes have' })} not reached the server yet. If you sign out now, they stay on this device and are sent the next time you sign in here.`}
        </Text>
        {notSent && (
          <Text c="red.8" role="alert">
            <Trans>Some changes could not be sent yet. Check the connection, or keep them for later.</Trans>
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={() => void discard()} disabled={sending}>
            <Trans>Discard them</Trans>
          </Button>
          <Button variant="default" onClick={() => void finish()} disabled={sending}>
            <Trans>Keep for later</Trans>
          </Button>
          <Button onClick={() => void sendNow()} loading={sending}>
            <Trans>Send now</Trans>
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
  return { requestSignOut, dialog };
}
