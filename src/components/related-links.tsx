import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Anchor, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The four area guides; related-link blocks show at most 6 links, so a block stays scannable. */
export const AREA_GUIDES = [
  { to: '/abu-dhabi-marina', label: msg`Abu Dhabi Marina`, blurb: msg`Waterfront towers and marina living` },
  { to: '/saadiyat-island', label: msg`Saadiyat Island`, blurb: msg`Beaches, villas and the Cultural District` },
  { to: '/yas-island', label: msg`Yas Island`, blurb: msg`Family communities by the theme parks` },
  { to: '/downtown-abu-dhabi', label: msg`Downtown Abu Dhabi`, blurb: msg`City-centre apartments on the Corniche` },
] as const;

export const MAX_RELATED_LINKS = 6;

export function RelatedLinks({ title, exclude }: { title?: string; exclude?: string }) {
  const { _ } = useLingui();
  const links = AREA_GUIDES.filter((a) => a.to !== exclude).slice(0, MAX_RELATED_LINKS);
  return (
    <section aria-labelledby="related-links-title">
      <Title order={2} size="h3" id="related-links-title" mb="sm">
        {title ?? _(msg`Explore Abu Dhabi areas`)}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {links.map((link) => (
          <Paper key={link.to} withBorder p="md" radius="md">
            <Anchor component={Link} to={link.to} fw={600}>
              {_(link.label)}
            </Anchor>
            <Text size="sm" c="dimmed">
              {_(link.blurb)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
