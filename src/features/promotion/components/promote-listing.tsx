import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useOnline } from '@/lib/use-online';
import { getSessionState } from '@/lib/session';
import { usePromoteListing } from '../api/featured';

/**
 * The owner's Promote Listing control: a featured listing shows a disabled 'Featured' button;
 * otherwise the button asks the server for a checkout and sends the browser there. The checkout
 * needs the network, so offline the button waits for the connection and says so.
 */
export function PromoteListing({ propertyId, featured }: { propertyId: string; featured: boolean }) {
  const { t } = useLingui();
  const online = useOnline();
  const promote = usePromoteListing();
  const [failed, setFailed] = useState<string | null>(null);

  if (featured) {
    return (
      <Button disabled color="yellow">
        <Trans>Featured</Trans>
      </Button>
    );
  }

  const start = async () => {
    setFailed(null);
    if (!getSessionState().user) {
      notifications.show({ title: t`Error`, message: t`You must be logged in to promote a property`, color: 'red' });
      return;
    }
    try {
      window.location.assign(await promote.mutateAsync(propertyId));
    } catch (error) {
      // Told by its toast too; the alert stays beside the button.
      setFailed((error as Error).message || t`Failed to create featured listing`);
    }
  };

  return (
    <Stack gap="xs">
      <Button color="yellow" c="dark.9" onClick={() => void start()} loading={promote.isPending} disabled={!online}>
        <Trans>Promote Listing</Trans>
      </Button>
      <Text size="xs" c="dimmed" role={online ? undefined : 'status'}>
        {online ? t`Feature this listing at the top of searches for 1 month.` : t`You are offline. Promoting opens a secure checkout, so it needs a connection.`}
      </Text>
      {failed && (
        <Alert color="red" role="alert" title={t`Error promoting property`}>
          {failed}
        </Alert>
      )}
    </Stack>
  );
}
