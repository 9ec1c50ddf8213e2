import { Trans } from '@lingui/react/macro';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { similarListingsQueryOptions, type SimilarTo } from '../api/get-similar-listings';
import { PropertyCard } from '../components/property-card';
import type { Property } from '../types';

/**
 * Up to 4 listings like this one (same type and sale or rent, close in price; from its area, else
 * the areas near it, else anywhere), read by the route's loader with the listing. Nothing is shown
 * when there are none.
 */
export function SimilarListings({ to, renderAction }: { to: SimilarTo; renderAction?(property: Property): ReactNode }) {
  const { data } = useQuery(similarListingsQueryOptions(to));
  if (!data?.length) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="similar-listings-heading">
      <Title order={2} fz="xl" id="similar-listings-heading">
        <Trans>Similar properties</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {data.map((property) => (
          <PropertyCard key={property.id} property={property} action={renderAction?.(property)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
