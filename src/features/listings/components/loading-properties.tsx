import { Trans } from '@lingui/react/macro';
import { Loader, Stack, Text } from '@mantine/core';

/** A list of listings being read. */
export function LoadingProperties() {
  return (
    <Stack align="center" py="xl" role="status" aria-live="polite">
      <Loader aria-hidden />
      <Text>
        <Trans>Loading properties...</Trans>
      </Text>
    </Stack>
  );
}
