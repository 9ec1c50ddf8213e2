import { Loader, Stack, Text } from '@mantine/core';

/** A list of listings being read. */
export function LoadingProperties() {
  return (
    <Stack align="center" py="xl" role="status" aria-live="polite">
      <Loader aria-hidden />
      <Text>Loading properties...</Text>
    </Stack>
  );
}
