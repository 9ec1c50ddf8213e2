import { Loader, SimpleGrid, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { OfflineState } from '@/components/offline-state';
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
  heading = 'Saved properties',
}: {
  userId: string;
  ids: readonly string[];
  empty: ReactNode;
  renderAction?: (property: Property) => ReactNode;
  heading?: string;
}) {
  const { data, isError, error, refetch, isFetching, fetchStatus } = useQuery(listingsByIdsQueryOptions(userId, ids));
  if (ids.length === 0) return <>{empty}</>;
  if (data === undefined) {
    if (isError) return <LoadError message="Failed to load data" error={error} onRetry={refetch} retrying={isFetching} />;
    if (fetchStatus === 'paused') return <OfflineState what="Your saved properties" />;
    return <Loader aria-label="Loading saved properties" />;
  }
  if (data.length === 0) return <>{empty}</>;
  return (
    <>
      <VisuallyHidden component="h2">{heading}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {data.map((property) => (
          <PropertyCard key={property.id} property={property} action={renderAction?.(property)} />
        ))}
      </SimpleGrid>
    </>
  );
}
