import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import { devicePushQueryOptions, turnOffNotificationsMutation, turnOnNotificationsMutation } from '../api/device-push';

/**
 * "Notify me": notifications on this device for new matches of saved searches and new
 * enquiries. The browser's permission is asked only when the button is pressed; what went wrong
 * is told in a toast, in the outbox's words.
 */
export function DeviceNotifications({ userId }: { userId: string }) {
  const { t } = useLingui();
  const state = useQuery(devicePushQueryOptions(userId));
  const turnOn = useOutboxMutation(turnOnNotificationsMutation, userId);
  const turnOff = useOutboxMutation(turnOffNotificationsMutation, userId);
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
            <Button variant="default" size="compact-sm" loading={turnOff.isPending} onClick={() => void turnOff.send()}>
              <Trans>Turn off</Trans>
            </Button>
          </Group>
        ) : (
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              <Trans>Get a notification on this device when a saved search has new listings or someone sends you an enquiry.</Trans>
            </Text>
            <Button size="compact-sm" loading={turnOn.isPending} onClick={() => void turnOn.send()}>
              <Trans>Notify me</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
