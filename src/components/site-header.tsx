import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Anchor, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { InstallApp } from './install-app';
import { LanguageOffer, LanguageSwitcher } from './language-switcher';
import { SyncStatus } from './sync-status';
import { LazyDrawer } from './lazy-overlays';

/** The header's links for everyone. */
export const NAV = [
  { to: '/', label: msg`Home` },
  { to: '/buy', label: msg`Buy` },
  { to: '/rent', label: msg`Rent` },
  { to: '/house-price-index', label: msg`House Prices` },
  { to: '/commercial-property', label: msg`Commercial` },
] as const;

const SIGNED_IN_NAV = [
  { to: '/properties/new', label: msg`List Property` },
  { to: '/dashboard', label: msg`Dashboard` },
] as const;

export interface SiteHeaderProps {
  signedIn: boolean;
  onSignIn(): void;
  onSignOut(): void;
}

export function SiteHeader({ signedIn, onSignIn, onSignOut }: SiteHeaderProps) {
  const { _ } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);
  const burger = useRef<HTMLButtonElement>(null);
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
      {_(item.label)}
    </Anchor>
  ));
  const authButton = (inMenu: boolean) => (
    <Button
      variant={signedIn ? 'default' : 'filled'}
      onClick={() => {
        // The menu closes: focus waits on its button, for the dialog to give back when it closes.
        if (inMenu) burger.current?.focus();
        close();
        if (signedIn) onSignOut();
        else onSignIn();
      }}
    >
      {signedIn ? <Trans>Sign out</Trans> : <Trans>Sign in</Trans>}
    </Button>
  );
  return (
    <header style={{ position: 'relative', borderBottom: '1px solid var(--mantine-color-gray-3)', background: 'white' }}>
      <Anchor href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </Anchor>
      <LanguageOffer />
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" underline="never" aria-label={_(msg`Manzil home`)}>
            <Text fw={800} fz="xl" c="teal.9">
              Manzil
            </Text>
          </Anchor>
          <Group component="nav" aria-label={_(msg`Main`)} gap="lg" visibleFrom="md">
            {links}
          </Group>
          <Group wrap="nowrap" gap="sm">
            <SyncStatus />
            <Group visibleFrom="md" wrap="nowrap">
              <LanguageSwitcher />
              <InstallApp />
              {authButton(false)}
            </Group>
            <Burger ref={burger} opened={opened} onClick={toggle} hiddenFrom="md" aria-label={opened ? _(msg`Close menu`) : _(msg`Open menu`)} aria-expanded={opened} />
          </Group>
        </Group>
      </Container>
      <LazyDrawer opened={opened} onClose={close} title={_(msg`Menu`)} hiddenFrom="md" position="right" closeButtonProps={{ 'aria-label': _(msg`Close menu`) }}>
        <Stack component="nav" aria-label={_(msg`Mobile`)}>
          {links}
          <LanguageSwitcher onSwitch={close} />
          <InstallApp onPrompt={close} />
          {authButton(true)}
        </Stack>
      </LazyDrawer>
    </header>
  );
}
