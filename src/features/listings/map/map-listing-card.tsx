import { CloseButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatBedrooms, formatListingPrice } from '@/lib/format';
import { cardPhoto, PLACEHOLDER_IMAGE } from '../listing-photos';
import type { Property } from '../types';

/**
 * The listing of a tapped pin, under the map. A compact card of its own rather than the grid's
 * PropertyCard: that card is in the list beside the map too, and two of it would repeat its ids.
 */
export function MapListingCard({ property, onClose }: { property: Property; onClose(): void }) {
  const facts = [property.bedrooms === null ? null : formatBedrooms(property.bedrooms), property.location].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" p="xs" data-testid="map-listing-card">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Image {...cardPhoto(property.property_images)} sizes="96px" fallbackSrc={PLACEHOLDER_IMAGE} alt="" w={96} h={72} radius="sm" fit="cover" />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700}>{formatListingPrice(property.price, property.listing_type)}</Text>
          <Text size="sm" fw={500} lineClamp={2}>
            <Link to="/property/$id" params={{ id: property.id }}>
              {property.title}
            </Link>
          </Text>
          {facts && (
            <Text size="xs" c="dimmed" truncate>
              {facts}
            </Text>
          )}
        </Stack>
        <CloseButton aria-label="Close the listing's card" onClick={onClose} />
      </Group>
    </Paper>
  );
}
