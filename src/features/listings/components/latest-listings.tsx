import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OfflineNotice } from '@/components/offline-state';
import { QueryState } from '@/components/query-state';
import { latestListingsQueryOptions } from '../api/get-latest-listings';
import type { Property } from '../types';
import { LatestListingsFrame } from './latest-listings-frame';
import { ListingsOfflineState } from './listings-offline-state';
import { LoadingProperties } from './loading-properties';
import { PropertyCard } from './property-card';

/** `renderAction` adds a per-card control composed in by the route (the save heart). */
export function LatestListings({ renderAction }: { renderAction?: (property: Property) => ReactNode }) {
  const listings = useQuery(latestListingsQueryOptions());
  const { t } = useLingui();
  return (
    <LatestListingsFrame>
      <QueryState query={listings} errorMessage={t`Failed to load properties`} offline={<ListingsOfflineState what={t`The latest properties`} />} loading={<LoadingProperties />}>
        {(data) => (
          <>
            {data.length === 0 && <Text>
                <Trans>No properties found</Trans>
              </Text>}
            <OfflineNotice savedAt={listings.dataUpdatedAt} />
            {data.length > 0 && (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {data.map((property, i) => (
                  <PropertyCard key={property.id} property={property} action={renderAction?.(property)} priority={i === 0} />
                ))}
              </SimpleGrid>
            )}
          </>
        )}
      </QueryState>
    </LatestListingsFrame>
  );
}
