import { Group, Stack, Title } from '@mantine/core';
import { AnchorLink } from '@/components/anchor-link';
import type { ListingType } from '../types';

const RESIDENTIAL = [
  { label: 'Apartment', type: 'apartment' },
  { label: 'Villa', type: 'villa' },
  { label: 'Townhouse', type: 'townhouse' },
  { label: 'Penthouse', type: 'penthouse' },
] as const;

/** Browse links by property type, into /buy or /rent to match the listing. */
export function PropertyTypeLinks({ listingType }: { listingType: ListingType }) {
  const to = listingType === 'rent' ? '/rent' : '/buy';
  return (
    <Stack component="nav" aria-labelledby="property-type-links-heading" gap="xs">
      <Title order={2} fz="xl" id="property-type-links-heading">
        Browse by Property Type
      </Title>
      <Group gap="lg">
        {RESIDENTIAL.map((item) => (
          <AnchorLink key={item.type} to={to} search={{ property_type: item.type }}>
            {item.label}
          </AnchorLink>
        ))}
        <AnchorLink to="/commercial-property">Commercial</AnchorLink>
      </Group>
    </Stack>
  );
}
