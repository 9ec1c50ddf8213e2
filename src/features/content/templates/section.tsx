import { Box, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of a content page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Box>
  );
}
