import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { AnchorLink } from '@/components/anchor-link';
import { useUnsubscribeFromAlerts } from '../api/unsubscribe-alerts';

/** /unsubscribe?token=…: stops one saved search's email alerts, from the email's link, without signing in. */
export function UnsubscribeAlerts({ token }: { token: string | undefined }) {
  const { t } = useLingui();
  const stop = useUnsubscribeFromAlerts();
  const dashboard = (
    <AnchorLink to="/dashboard" search={{ tab: 'saved' }}>
      <Trans>Manage your alerts</Trans>
    </AnchorLink>
  );
  if (!token) {
    return (
      <Stack>
        <Text>
          <Trans>This link has no unsubscribe code. Open the link from the email again, or change your alerts in your dashboard.</Trans>
        </Text>
        {dashboard}
      </Stack>
    );
  }
  if (stop.data) {
    const name = stop.data.unsubscribed ? stop.data.name : '';
    return (
      <Stack>
        <Alert color={stop.data.unsubscribed ? 'teal' : 'blue'} role="status">
          {stop.data.unsubscribed
            ? t`You will no longer get email alerts for “${name}”.`
            : t`This link has been used already, or the search’s alerts are already off. Nothing was changed.`}
        </Alert>
        {dashboard}
      </Stack>
    );
  }
  return (
    <Stack align="flex-start">
      <Text>
        <Trans>Stop the email alerts of this saved search? Your other saved searches keep theirs.</Trans>
      </Text>
      {stop.error && (
        <Alert color="red" role="alert">
          {stop.error.message}
        </Alert>
      )}
      <Button loading={stop.isPending} onClick={() => stop.mutate(token)}>
        <Trans>Stop these alerts</Trans>
      </Button>
      {dashboard}
    </Stack>
  );
}
