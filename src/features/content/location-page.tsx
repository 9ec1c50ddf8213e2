import '@mantine/core/styles/Table.css';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, type ButtonProps, Flex, Group, List, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useRouter } from '@tanstack/react-router';
import type { CSSProperties, MouseEvent, ReactNode } from 'react';
import { Section } from './templates/section';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { RelatedLinks } from '@/components/related-links';
import { formatPrice } from '@/lib/format';
import { FaqAccordion } from './faq-accordion';
import { areaNameIn, PREMIUM_AREA_CARDS } from '@/lib/areas';
import { contentCrumbs } from './content-head';
import type { DocOf } from './content-schema';
import { inlineNodes, paragraphsOf, plainText } from './templates/blocks';

type LocationDoc = DocOf<'location'>;

export interface LocationStats {
  /** Listings in the area, shown as '500+'. */
  properties: number;
  /** Average asking price in AED, shown as '2.5M AED'. */
  averagePrice: number;
  /** Price growth over the last twelve months, in percent, shown as '+12%'. */
  growthPercent: number;
}

/** The area's market figures: its listing count and average price (src/lib/areas.ts) with the growth its page states. */
export function locationStats(doc: LocationDoc): LocationStats | undefined {
  const { growthPercent, route } = doc.meta;
  if (growthPercent === undefined) return undefined;
  const card = PREMIUM_AREA_CARDS.find((c) => `/${c.slug}` === route);
  if (!card) throw new Error(`No area card for ${route}`);
  return { properties: card.properties, averagePrice: card.averagePrice, growthPercent };
}

/** '500+', '2.5M AED', '+12%' (in Arabic '2.5 مليون درهم'). */
export function formatLocationStats(stats: LocationStats, i18n: I18n) {
  const millions = stats.averagePrice / 1_000_000;
  const amount = Number.isInteger(millions) ? String(millions) : millions.toFixed(1);
  return {
    properties: `${stats.properties}+`,
    averagePrice: i18n._(msg`${amount}M AED`),
    growth: `${stats.growthPercent >= 0 ? '+' : ''}${stats.growthPercent}%`,
  };
}

/**
 * The one template behind the area pages (content/<lang>/areas/: /abu-dhabi-marina, /yas-island ...).
 * `liveCounts` is the area's listings on the site now (a listings read the route composes in),
 * shown with the area's market figures.
 */
export function LocationPage({ doc, liveCounts }: { doc: LocationDoc; liveCounts?: ReactNode }) {
  const area = doc.meta;
  const stats = locationStats(doc);
  const { t, i18n } = useLingui();
  // The frontmatter's name stays the English one in every language: the searches and live counts look it up.
  const name = areaNameIn(area.name, i18n.locale);
  return (
    <Stack gap="xl">
      <Breadcrumbs items={contentCrumbs(doc, i18n)} />
      <LocationHero area={area} name={name} />
      {(stats || liveCounts) && <LocationStatsBlock name={name} stats={stats} liveCounts={liveCounts} />}
      <Section title={t`About ${name}`}>
        <Stack gap="sm" maw={820}>
          {paragraphsOf(doc.body.lead).map((p) => (
            <Text key={plainText(p).slice(0, 40)}>{inlineNodes(p)}</Text>
          ))}
        </Stack>
      </Section>
      {area.highlights && (
        <Section title={t`Highlights`}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {area.highlights.map((h) => (
              <Paper key={h.title} withBorder p="md" radius="md">
                <Title order={3} size="h5" mb={4}>
                  {h.title}
                </Title>
                <Text size="sm">{h.text}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Section>
      )}
      {area.propertyTypes && (
        <Section title={t`Property types in ${name}`}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {area.propertyTypes.map((t) => (
              <Paper key={t.type} withBorder p="md" radius="md">
                <Stack gap={6}>
                  <Title order={3} size="h5">
                    {t.type}
                  </Title>
                  <Text size="sm" c="gray.7">
                    <Trans>Starting from</Trans>
                  </Text>
                  <Text fw={700} size="lg">
                    {formatPrice(i18n, t.startingFrom)}
                  </Text>
                  <Text size="sm">{t.description}</Text>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Section>
      )}
      {area.priceRanges && (
        <Section title={t`${name} price ranges`}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {area.priceRanges.map((r) => (
              <Paper key={r.label} withBorder p="md" radius="md">
                <Text size="sm" c="gray.7" fw={600} tt="uppercase">
                  {r.label}
                </Text>
                <Text fw={700} size="xl">
                  {r.range}
                </Text>
                <Text size="sm" mt={4}>
                  {r.note}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Section>
      )}
      {area.attractions && (
        <Section title={t`Nearby attractions`}>
          <Box style={{ overflowX: 'auto' }}>
            <Table striped withTableBorder verticalSpacing="sm" miw={320}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    <Trans>Attraction</Trans>
                  </Table.Th>
                  <Table.Th scope="col">
                    <Trans>Travel time by car</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {area.attractions.map((a) => (
                  <Table.Tr key={a.name}>
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {a.name}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {a.note}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{a.travelTime}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        </Section>
      )}
      {doc.body.sections.map((s) => (
        <Section key={s.title} title={s.title}>
          <Stack gap="sm" maw={820}>
            {paragraphsOf(s.blocks).map((p) => (
              <Text key={plainText(p).slice(0, 40)}>{inlineNodes(p)}</Text>
            ))}
          </Stack>
        </Section>
      ))}
      {area.faqs && (
        <Section title={t`${name} FAQ`}>
          <FaqAccordion items={area.faqs} />
        </Section>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" bg="teal.0">
        <Stack gap="sm">
          <Title order={2} size="h3">
            <Trans>Thinking of buying or renting in {name}?</Trans>
          </Title>
          <Text>
            <Trans>
              Our area specialists know the buildings, service charges and rental demand in {name}. Tell us what you are
              looking for and we will call you back the same day.
            </Trans>
          </Text>
          <Group>
            <Button component={Link} to="/contact-us" styles={WRAPPING_BUTTON} w={{ base: '100%', xs: 'auto' }}>
              <Trans>Contact an area specialist</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
      <RelatedLinks title={t`Explore other Abu Dhabi areas`} exclude={area.route} />
    </Stack>
  );
}


/** '/buy?location=Abu%20Dhabi%20Marina': the area's listings for sale or to rent. */
export function areaSearchHref(path: '/buy' | '/rent', areaName: string) {
  return `${path}?location=${encodeURIComponent(areaName)}`;
}

/** Long labels ('Properties to rent in Downtown Abu Dhabi') wrap onto a second line on a phone instead of being cut off. */
const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 44 },
  inner: { minHeight: 42 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3, paddingBlock: 8 },
} as const;

/** A button that is a real link (works without JS, new tab, copy link) and navigates in-app on a plain click. */
function HrefButton({ href, ...props }: { href: string } & ButtonProps & { style?: CSSProperties; children: ReactNode }) {
  const router = useRouter();
  return (
    <Button
      component="a"
      // The address in the page's language (/ar/buy?... on an Arabic page), as the router's links have.
      href={router.history.createHref(href)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        router.history.push(href);
      }}
      {...props}
    />
  );
}

function LocationHero({ area, name }: { area: LocationDoc['meta']; name: string }) {
  return (
    <Paper
      radius="lg"
      p={{ base: 'lg', sm: 48 }}
      style={{
        background: 'linear-gradient(135deg, var(--mantine-color-teal-9) 0%, #0b3d4a 100%)',
        color: 'var(--mantine-color-white)',
      }}
    >
      <Stack gap="md" maw={760}>
        <Badge variant="white" color="teal.9" size="lg" w="fit-content">
          <Trans>Area guide</Trans>
        </Badge>
        <Title order={1} c="white">
          {name}
        </Title>
        <Text size="lg" c="white">
          {area.tagline}
        </Text>
        {/* Full width, one under the other, on a phone; side by side from 'sm'. */}
        <Flex direction={{ base: 'column', sm: 'row' }} gap="sm" wrap="wrap">
          <HrefButton href={areaSearchHref('/buy', area.name)} variant="white" color="teal.9" styles={WRAPPING_BUTTON}>
            <Trans>Properties for sale in {name}</Trans>
          </HrefButton>
          <HrefButton
            href={areaSearchHref('/rent', area.name)}
            variant="outline"
            color="white"
            style={{ color: 'white', borderColor: 'white' }}
            styles={WRAPPING_BUTTON}
          >
            <Trans>Properties to rent in {name}</Trans>
          </HrefButton>
        </Flex>
      </Stack>
    </Paper>
  );
}

/** The area's market figures (from the area's data, where it has them) and, under them, its listings on the site now. */
function LocationStatsBlock({ name, stats, liveCounts }: { name: string; stats?: LocationStats; liveCounts?: ReactNode }) {
  const { t, i18n } = useLingui();
  const s = stats && formatLocationStats(stats, i18n);
  const items = s
    ? [
        { label: t`Properties listed`, value: s.properties },
        { label: t`Average price`, value: s.averagePrice },
        { label: t`Price growth (12 months)`, value: s.growth },
      ]
    : [];
  return (
    <Box component="section" aria-label={t`${name} market statistics`}>
      <Stack gap="sm">
        {items.length > 0 && (
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {items.map((i) => (
              <Paper key={i.label} withBorder p="md" radius="md" ta="center">
                <Text fw={800} fz={32} c="teal.9" lh={1.2}>
                  {i.value}
                </Text>
                <Text size="sm" c="gray.7">
                  {i.label}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        {items.length > 0 && (
          <List size="xs" c="gray.7" listStyleType="none">
            <List.Item>
              <Trans>Figures are indicative asking-price data for {name} and are not a valuation.</Trans>
            </List.Item>
          </List>
        )}
        {liveCounts}
      </Stack>
    </Box>
  );
}
