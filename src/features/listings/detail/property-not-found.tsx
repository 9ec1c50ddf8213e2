import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function PropertyNotFound() {
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <Title order={1}>Property Not Found</Title>
      <Text>The property you&apos;re looking for doesn&apos;t exist or has been removed.</Text>
      <Button component={Link} to="/dashboard">
        Return to Dashboard
      </Button>
    </Stack>
  );
}
