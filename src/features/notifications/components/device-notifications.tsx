import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { devicePushQueryOptions, useDevicePush } from '../api/device-push';

/**
 * "Notify me": notifications on this device for new matches of saved searches and new
 * enquiries. The browser's permission is asked only when the button is pressed.
 */
export function DeviceNotifications({ userId }: { userId: string }) {
  const { t } = useLingui();
  const state = useQuery(devicePushQueryOptions(userId));
  const push = useDevicePush(userId);
  const failure = push.error instanceof Error ? push.error.message : null;
  return (
    <Card withBorder component="section" aria-labelledby="device-notifications-heading">
      <Stack gap="xs">
        <Text fw={600} id="device-notifications-heading">
          <Trans>Notifications on this device</Trans>
        </Text>
        {state.isPending ? (
          <Loader size="sm" aria-label={t`Checking notifications on this device`} />
        ) : state.data === 'unsupported' ? (
          <Text size="sm" c="dimmed">
            <Trans>This browser cannot show notifications from this site.</Trans>
          </Text>
        ) : state.data === 'blocked' ? (
          <Text size="sm">
            <Trans>Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.</Trans>
          </Text>
        ) : state.data === 'on' ? (
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              <Trans>Notifications are on: this device shows new listings for your saved searches and new enquiries.</Trans>
            </Text>
            <Button variant="default" size="compact-sm" loading={push.isPending} onClick={() => push.mutate(false)}>
              <Trans>Turn off</Trans>
            </Button>
          </Group>
        ) : (
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              <Trans>Get a notification on this device when a saved search has new listings or someone sends you an enquiry.</Trans>
            </Text>
            <Button size="compact-sm" loading={push.isPending} onClick={() => push.mutate(true)}>
              <Trans>Notify me</Trans>
            </Button>
          </Group>
        )}
        {failure && (
          <Alert color="red" role="alert" p="xs">
            {failure}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
