import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function PropertyNotFound() {
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <Title order={1}>
        <Trans>Property Not Found</Trans>
      </Title>
      <Text>
        <Trans>The property you&apos;re looking for doesn&apos;t exist or has been removed.</Trans>
      </Text>
      <Button component={Link} to="/dashboard">
        <Trans>Return to Dashboard</Trans>
      </Button>
    </Stack>
  );
}
