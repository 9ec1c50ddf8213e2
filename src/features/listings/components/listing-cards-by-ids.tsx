import { useLingui } from '@lingui/react/macro';
import { Loader, SimpleGrid, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OfflineState } from '@/components/offline-state';
import { QueryState } from '@/components/query-state';
import { listingsByIdsQueryOptions } from '../api/get-listings-by-ids';
import type { Property } from '../types';
import { PropertyCard } from './property-card';

/**
 * Cards for the given listing ids (e.g. saved listings); `empty` shows when there are none.
 * `heading` names the cards for assistive technology only: a level-2 heading the cards' h3
 * titles sit under, so the page's headings descend one level at a time.
 */
export function ListingCardsByIds({
  userId,
  ids,
  empty,
  renderAction,
  heading,
}: {
  userId: string;
  ids: readonly string[];
  empty: ReactNode;
  renderAction?: (property: Property) => ReactNode;
  heading?: string;
}) {
  const query = useQuery(listingsByIdsQueryOptions(userId, ids));
  const { t } = useLingui();
  if (ids.length === 0) return <>{empty}</>;
  return (
    <QueryState query={query} offline={<OfflineState what={t`Your saved properties`} />} loading={<Loader aria-label={t`Loading saved properties`} />}>
      {(data) =>
        data.length === 0 ? (
          empty
        ) : (
          <>
            <VisuallyHidden component="h2">{heading ?? t`Saved properties`}</VisuallyHidden>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {data.map((property) => (
                <PropertyCard key={property.id} property={property} action={renderAction?.(property)} />
              ))}
            </SimpleGrid>
          </>
        )
      }
    </QueryState>
  );
}
