import '@mantine/core/styles/Skeleton.css';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '@/components/anchor-link';
import { areaCountsQueryOptions } from '../api/area-counts';

const LABELS = { sale: msg`for sale on Manzil now`, rent: msg`to rent on Manzil now` } as const;

/**
 * How many listings an area has for sale and to rent right now, each linked to that search. Quiet
 * on purpose, since it sits beside an area page's own figures: a skeleton while loading, nothing
 * when offline with no counts kept, a short note when the read failed; kept counts stay shown.
 */
export function AreaLiveCounts({ area }: { area: string }) {
  const query = useQuery(areaCountsQueryOptions(area));
  const { i18n } = useLingui();
  if (query.data === undefined) {
    if (query.isError)
      return (
        <Text size="sm" c="dimmed" data-testid="area-live-counts">
          <Trans>Live count unavailable</Trans>
        </Text>
      );
    if (query.fetchStatus !== 'fetching') return null;
  }
  const counts = query.data;
  return (
    <SimpleGrid cols={2} data-testid="area-live-counts" aria-busy={counts === undefined}>
      {(['sale', 'rent'] as const).map((type) => (
        <Paper key={type} withBorder p="md" radius="md" ta="center">
          {counts === undefined ? (
            <>
              <Skeleton height={38} width={56} mx="auto" aria-hidden="true" />
              <Text size="sm" c="gray.7">
                {i18n._(LABELS[type])}
              </Text>
            </>
          ) : (
            <AnchorLink to={type === 'sale' ? '/buy' : '/rent'} search={{ location: area }} c="teal.9" underline="hover" display="block">
              <Text component="span" display="block" fw={800} fz={32} lh={1.2} data-testid={`area-count-${type}`}>
                {counts[type]}
              </Text>{' '}
              <Text component="span" size="sm" lh={1.4}>
                {i18n._(LABELS[type])}
              </Text>
            </AnchorLink>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
