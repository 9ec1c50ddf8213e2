import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSessionUser } from '@/lib/session';

/** An unknown or removed listing: the ways back are the search and home, and for someone signed in their dashboard too. */
export function PropertyNotFound() {
  const user = useSessionUser();
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <Title order={1}>
        <Trans>Property Not Found</Trans>
      </Title>
      <Text>
        <Trans>The property you&apos;re looking for doesn&apos;t exist or has been removed.</Trans>
      </Text>
      <Group justify="center">
        <Button component={Link} to="/search-results">
          <Trans>Browse Properties</Trans>
        </Button>
        <Button component={Link} to="/" variant="default">
          <Trans>Go to the home page</Trans>
        </Button>
        {user && (
          <Button component={Link} to="/dashboard" variant="default">
            <Trans>Return to Dashboard</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}
