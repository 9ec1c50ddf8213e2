import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AnchorLink } from './anchor-link';
import { useOnline } from './sync-status';

const savedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/**
 * Over a page showing data kept on this device, while there is no connection: when it was
 * loaded. Gone by itself once the connection returns (the data is then refreshed).
 */
export function OfflineNotice({ savedAt }: { savedAt: number }) {
  const online = useOnline();
  if (online || !savedAt) return null;
  return (
    <Alert color="gray" variant="light" role="status" py={6} mb="sm">
      <Text size="sm">Offline: showing what you saw on {savedOn.format(savedAt)}</Text>
    </Alert>
  );
}

/**
 * What the offline state says of `what` ("Your listings", "This property"): worded with no verb
 * that agrees with it, so a plural subject reads as well as a singular one.
 */
export function offlineStateText(what: string): string {
  return `${what} will load when you are back online. This device has no copy yet.`;
}

/**
 * A page with nothing kept on this device, while offline: says so, and offers what is available
 * without a connection (`children`, e.g. recently viewed listings). The page fills itself in once
 * the connection returns.
 */
export function OfflineState({ what, children }: { what: string; children?: ReactNode }) {
  return (
    <Card withBorder p="xl" role="status" data-testid="offline-state">
      <Stack>
        <Title order={2} size="h3">
          You&apos;re offline
        </Title>
        <Text>{offlineStateText(what)}</Text>
        {children}
        <Group gap="lg">
          <AnchorLink to="/property-guides">Property guides</AnchorLink>
          <AnchorLink to="/buyer-guides">Buyer guides</AnchorLink>
          <AnchorLink to="/faqs">FAQs</AnchorLink>
        </Group>
      </Stack>
    </Card>
  );
}
