import { Anchor, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { InstallApp } from './install-app';
import { SyncStatus } from './sync-status';
import { LazyDrawer } from './lazy-overlays';

/** The header's links for everyone. */
export const NAV = [
  { to: '/', label: 'Home' },
  { to: '/buy', label: 'Buy' },
  { to: '/rent', label: 'Rent' },
  { to: '/house-price-index', label: 'House Prices' },
  { to: '/commercial-property', label: 'Commercial' },
] as const;

const SIGNED_IN_NAV = [
  { to: '/properties/new', label: 'List Property' },
  { to: '/dashboard', label: 'Dashboard' },
] as const;

export interface SiteHeaderProps {
  signedIn: boolean;
  onSignIn(): void;
  onSignOut(): void;
}

export function SiteHeader({ signedIn, onSignIn, onSignOut }: SiteHeaderProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const items = signedIn ? [...NAV, ...SIGNED_IN_NAV] : NAV;
  const links = items.map((item) => (
    <Anchor
      key={item.to}
      component={Link}
      to={item.to}
      c="dark.8"
      fw={500}
      onClick={close}
      activeOptions={{ exact: item.to === '/', includeSearch: false }}
      activeProps={{ 'aria-current': 'page', style: { textDecoration: 'underline', textUnderlineOffset: 6 } }}
    >
      {item.label}
    </Anchor>
  ));
  const authButton = (
    <Button
      variant={signedIn ? 'default' : 'filled'}
      onClick={() => {
        close();
        if (signedIn) onSignOut();
        else onSignIn();
      }}
    >
      {signedIn ? 'Sign out' : 'Sign in'}
    </Button>
  );
  return (
    <header style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'white' }}>
      <Anchor href="#main" className="skip-link">
        Skip to content
      </Anchor>
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label="Manzil home">
            <Text fw={800} fz="xl" c="teal.9">
              Manzil
            </Text>
          </Anchor>
          <Group component="nav" aria-label="Main" gap="lg" visibleFrom="md">
            {links}
          </Group>
          <Group wrap="nowrap" gap="sm">
            <SyncStatus />
            <Group visibleFrom="md" wrap="nowrap">
              <InstallApp />
              {authButton}
            </Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label={opened ? 'Close menu' : 'Open menu'} aria-expanded={opened} />
          </Group>
        </Group>
      </Container>
      <LazyDrawer opened={opened} onClose={close} title="Menu" hiddenFrom="md" position="right" closeButtonProps={{ 'aria-label': 'Close menu' }}>
        <Stack component="nav" aria-label="Mobile">
          {links}
          <InstallApp onPrompt={close} />
          {authButton}
        </Stack>
      </LazyDrawer>
    </header>
  );
}
