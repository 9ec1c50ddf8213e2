import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Any unknown path: shows the requested path and logs it. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404 Not Found: ${pathname}`);
  }, [pathname]);
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <Text fz={64} fw={800} c="teal.9" aria-hidden>
        404
      </Text>
      <Title order={1}>
        <Trans>Page Not Found</Trans>
      </Title>
      <Text>
        <Trans>The page you&apos;re looking for doesn&apos;t exist or has been moved.</Trans>
      </Text>
      <Text size="sm">
        <Trans>
          Requested path: <Code>{pathname}</Code>
        </Trans>
      </Text>
      <Group justify="center">
        <Button component={Link} to="/">
          <Trans>Go to the home page</Trans>
        </Button>
        <Button component={Link} to="/buy" variant="default">
          <Trans>Properties for sale</Trans>
        </Button>
        <Button component={Link} to="/rent" variant="default">
          <Trans>Properties to rent</Trans>
        </Button>
        <Anchor component={Link} to="/contact-us">
          <Trans>Contact us</Trans>
        </Anchor>
      </Group>
    </Stack>
  );
}
