import { Trans, useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '@/components/anchor-link';
import { localAreaDisplayName, locationKey, PREMIUM_AREA_CARDS } from '@/lib/areas';
import { formatPrice } from '@/lib/format';

/** Area slugs that have their own page. */
const AREA_PAGES = ['abu-dhabi-marina', 'downtown-abu-dhabi', 'saadiyat-island'] as const;
type AreaPage = (typeof AREA_PAGES)[number];

function isAreaPage(slug: string): slug is AreaPage {
  return (AREA_PAGES as readonly string[]).includes(slug);
}

/** Three of the four fixed area cards, leaving out the listing's own area (or the last one). */
export function otherPremiumAreas(location: string) {
  const key = locationKey(location);
  return PREMIUM_AREA_CARDS.filter((area) => locationKey(area.name) !== key).slice(0, 3);
}

export function PremiumAreas({ location }: { location: string }) {
  const { i18n } = useLingui();
  const areas = otherPremiumAreas(location);
  return (
    <Stack component="section" aria-labelledby="premium-areas-heading" gap="sm">
      <Title order={2} fz="xl" id="premium-areas-heading">
        <Trans>Explore Other Premium Areas</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {areas.map((area) => {
          const count = area.properties;
          const averagePrice = formatPrice(i18n, area.averagePrice);
          return (
            <Card key={area.slug} withBorder radius="md" padding="md">
              <Title order={3} fz="md">
                {isAreaPage(area.slug) ? (
                  <AnchorLink to={`/${area.slug}`}>{localAreaDisplayName(area.name, i18n.locale)}</AnchorLink>
                ) : (
                  <AnchorLink to="/search-results" search={{ location: area.name }}>
                    {localAreaDisplayName(area.name, i18n.locale)}
                  </AnchorLink>
                )}
              </Title>
              <Text size="sm" c="dimmed">
                <Trans>{count}+ properties</Trans>
              </Text>
              <Text size="sm">
                <Trans>Average price {averagePrice}</Trans>
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
