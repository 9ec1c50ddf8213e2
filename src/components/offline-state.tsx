import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import { pageStartedAt } from '@/lib/page-start';
import { AnchorLink } from './anchor-link';
import { useOnline } from '@/lib/use-online';

/** How long a kept copy may go unconfirmed by the network, online, before the page says how old it is. */
export const KEPT_COPY_NOTE_AFTER_MS = 2000;

/** True once `ms` have passed with `active` true (from when it became true). */
function useWaited(ms: number, active: boolean): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setWaited(true), ms);
    return () => {
      clearTimeout(timer);
      setWaited(false);
    };
  }, [ms, active]);
  return waited;
}

/**
 * Over a page showing data kept on this device (`savedAt`: when it was read): offline, when it was
 * read; online, when the network has not confirmed it within a couple of seconds (weak signal:
 * the browser says online while requests hang), the same and that it is being updated. Gone once
 * fresh data arrives.
 */
export function OfflineNotice({ savedAt }: { savedAt: number }) {
  const online = useOnline();
  const keptCopy = savedAt > 0 && savedAt < pageStartedAt();
  const unconfirmed = useWaited(KEPT_COPY_NOTE_AFTER_MS, online && keptCopy);
  const { t, i18n } = useLingui();
  if (!savedAt || (online && !unconfirmed)) return null;
  const when = formatDateTime(i18n, savedAt);
  return (
    <Alert color="gray" variant="light" role="status" py={6} mb="sm">
      <Text size="sm">{online ? t`Showing what you saw on ${when}; updating…` : t`Offline: showing what you saw on ${when}`}</Text>
    </Alert>
  );
}

/**
 * What the offline state says of `what` ("Your listings", "This property"): worded with no verb
 * that agrees with it, so a plural subject reads as well as a singular one (in Arabic too).
 */
export function offlineStateText(what: string, i18n: I18n): string {
  return i18n._(msg`${what} will load when you are back online. This device has no copy yet.`);
}

/**
 * A page with nothing kept on this device, while offline: says so, and offers what is available
 * without a connection (`children`, e.g. recently viewed listings). The page fills itself in once
 * the connection returns.
 */
export function OfflineState({ what, children }: { what: string; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Card withBorder p="xl" role="status" data-testid="offline-state">
      <Stack>
        <Title order={2} size="h3">
          <Trans>You&apos;re offline</Trans>
        </Title>
        <Text>{offlineStateText(what, i18n)}</Text>
        {children}
        <Group gap="lg">
          <AnchorLink to="/property-guides">
            <Trans>Property guides</Trans>
          </AnchorLink>
          <AnchorLink to="/buyer-guides">
            <Trans>Buyer guides</Trans>
          </AnchorLink>
          <AnchorLink to="/faqs">
            <Trans>FAQs</Trans>
          </AnchorLink>
        </Group>
      </Stack>
    </Card>
  );
}
