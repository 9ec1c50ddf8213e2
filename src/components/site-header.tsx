import { Anchor, Burger, Container, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';

const NAV = [
  { to: '/', label: 'Home' },
  { to: '/buy', label: 'Buy' },
  { to: '/rent', label: 'Rent' },
  { to: '/search-results', label: 'House Prices' },
  { to: '/commercial-property', label: 'Commercial' },
] as const;

export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const links = NAV.map((item) => (
    <Anchor key={item.to} component={Link} to={item.to} c="dark.8" fw={500} onClick={close}>
      {item.label}
    </Anchor>
  ));
  return (
    <header style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'white' }}>
      <Container size="xl" py="sm">
        <Group justify="space-between">
          <Anchor component={Link} to="/" underline="never" aria-label="Manzil home">
            <Text fw={800} fz="xl" c="teal.8">
              Manzil
            </Text>
          </Anchor>
          <Group component="nav" aria-label="Main" gap="lg" visibleFrom="sm">
            {links}
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label="Open menu" />
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title="Menu" hiddenFrom="sm" position="right">
        <Stack component="nav" aria-label="Mobile">
          {links}
        </Stack>
      </Drawer>
    </header>
  );
}
