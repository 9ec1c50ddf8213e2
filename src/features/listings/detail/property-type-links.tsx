import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Group, Stack, Title } from '@mantine/core';
import { AnchorLink } from '@/components/anchor-link';
import type { ListingType } from '../types';

const RESIDENTIAL = [
  { label: msg`Apartment`, type: 'apartment' },
  { label: msg`Villa`, type: 'villa' },
  { label: msg`Townhouse`, type: 'townhouse' },
  { label: msg`Penthouse`, type: 'penthouse' },
] as const;

/** Browse links by property type, into /buy or /rent to match the listing. */
export function PropertyTypeLinks({ listingType }: { listingType: ListingType }) {
  const { _ } = useLingui();
  const to = listingType === 'rent' ? '/rent' : '/buy';
  return (
    <Stack component="nav" aria-labelledby="property-type-links-heading" gap="xs">
      <Title order={2} fz="xl" id="property-type-links-heading">
        <Trans>Browse by Property Type</Trans>
      </Title>
      <Group gap="lg">
        {RESIDENTIAL.map((item) => (
          <AnchorLink key={item.type} to={to} search={{ property_type: item.type }}>
            {_(item.label)}
          </AnchorLink>
        ))}
        <AnchorLink to="/commercial-property">
          <Trans>Commercial</Trans>
        </AnchorLink>
      </Group>
    </Stack>
  );
}
