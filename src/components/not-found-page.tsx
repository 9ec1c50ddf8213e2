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
      <Title order={1}>Page Not Found</Title>
      <Text>The page you&apos;re looking for doesn&apos;t exist or has been moved.</Text>
      <Text size="sm">
        Requested path: <Code>{pathname}</Code>
      </Text>
      <Group justify="center">
        <Button component={Link} to="/">
          Go to the home page
        </Button>
        <Button component={Link} to="/buy" variant="default">
          Properties for sale
        </Button>
        <Button component={Link} to="/rent" variant="default">
          Properties to rent
        </Button>
        <Anchor component={Link} to="/contact-us">
          Contact us
        </Anchor>
      </Group>
    </Stack>
  );
}
