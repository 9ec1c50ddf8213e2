import { Trans } from '@lingui/react/macro';
import { Box, Center, Text } from '@mantine/core';
import { lazy } from 'react';
import { AfterHydration } from '@/components/after-hydration';
import { importWithRetry } from '@/lib/import-with-retry';
import type { PinPickerProps } from './pin-picker';

// The picker and the map library load when the form shows it, not with the form.
const PinPicker = lazy(() => importWithRetry(() => import('./pin-picker')));

/** The listing form's pin picker (see pin-picker.tsx), for the form's position slot beside its latitude and longitude inputs. */
export function LazyPinPicker(props: PinPickerProps) {
  const fallback = (
    <Box h={280} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Center h="100%">
        <Text c="dimmed" size="sm">
          <Trans>Loading the map…</Trans>
        </Text>
      </Center>
    </Box>
  );
  return (
    <AfterHydration fallback={fallback}>
      <PinPicker {...props} />
    </AfterHydration>
  );
}
