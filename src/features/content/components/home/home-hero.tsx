import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { HOME_HERO } from '../../data/home';
import { AreaInput } from './area-input';

/** /search-results?type=sale|rent, plus location when an area was chosen. */
export function heroSearchHref(type: 'sale' | 'rent', area: string): string {
  const params = new URLSearchParams({ type });
  const location = area.trim();
  if (location) params.set('location', location);
  return `/search-results?${params.toString()}`;
}

export function HomeHero() {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const [area, setArea] = useState('');
  const go = (type: 'sale' | 'rent') => void navigate({ href: heroSearchHref(type, area) });

  return (
    <Paper
      component="section"
      aria-labelledby="home-hero-title"
      radius="lg"
      p={{ base: 'lg', sm: 48 }}
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-teal-9), var(--mantine-color-cyan-9))' }}
    >
      <Stack gap="md" maw={720}>
        <Title order={1} id="home-hero-title" c="white" fz={{ base: 30, sm: 44 }} lh={1.15}>
          {i18n._(HOME_HERO.heading)}
        </Title>
        <Text size="lg" c="white">
          {i18n._(HOME_HERO.intro)}
        </Text>
        <form
          role="search"
          aria-label={t`Search by area`}
          onSubmit={(event) => {
            event.preventDefault();
            go('sale');
          }}
        >
          <Stack gap="sm">
            <AreaInput value={area} onChange={setArea} />
            <Group gap="sm" grow preventGrowOverflow={false}>
              <Button type="button" size="md" color="white" c="teal.9" onClick={() => go('sale')}>
                <Trans>For sale</Trans>
              </Button>
              <Button type="button" size="md" variant="outline" color="white" onClick={() => go('rent')}>
                <Trans>To rent</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
