import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useOnline } from '@/lib/use-online';

/**
 * A route that could not load or render (its code or data). Offline, that is almost always the
 * connection (a page whose code was never downloaded), so it says so. Try again reloads the
 * route's loaders and resets the error boundary.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const online = useOnline();
  const { t } = useLingui();
  const message = error instanceof Error && error.message ? error.message : t`An unexpected error occurred`;
  return (
    <Stack align="center" ta="center" py="xl" gap="md" role="alert">
      <Title order={1}>{online ? t`Something went wrong` : t`You are offline`}</Title>
      <Text>{online ? t`This page could not be loaded.` : t`This page needs a connection. Try again once you are connected.`}</Text>
      {online && (
        <Text size="sm" c="dimmed">
          {message}
        </Text>
      )}
      <Group justify="center">
        <Button onClick={() => void router.invalidate()}>
          <Trans>Try again</Trans>
        </Button>
        <Button component={Link} to="/" variant="default">
          <Trans>Go to the home page</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
