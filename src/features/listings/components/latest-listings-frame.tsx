import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingProperties } from './loading-properties';

/** The latest listings' section and heading, around whatever state the listings are in. */
export function LatestListingsFrame({ children }: { children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby="latest-heading" gap="md">
      <Title order={2} id="latest-heading">
        <Trans>Latest properties</Trans>
      </Title>
      {children}
    </Stack>
  );
}

/** The section while its code loads: the same heading and loading state, so nothing moves. */
export function LatestListingsLoading() {
  return (
    <LatestListingsFrame>
      <LoadingProperties />
    </LatestListingsFrame>
  );
}
