import { Trans, useLingui } from '@lingui/react/macro';
import { Box, CloseButton, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { localListingLocation } from '@/lib/areas';
import { formatBedrooms, formatListingPrice } from '@/lib/format';
import { cardThumbnail, PLACEHOLDER_IMAGE } from '../listing-photos';
import { listingTextProps, listingTitle } from '@/lib/listing-text';
import type { Property } from '../types';

/** What the card shows: the pin's own facts always, the photo, bedrooms and area once read. */
export type MapCardContent = Pick<Property, 'id' | 'title' | 'price' | 'listing_type'> & Partial<Pick<Property, 'title_ar' | 'bedrooms' | 'location' | 'property_images'>>;

export interface MapListingCardProps {
  listing: MapCardContent;
  /** The photo and facts are on their way. */
  loading?: boolean;
  /** Said under the title in place of the facts: why they are missing. */
  children?: ReactNode;
  onClose(): void;
}

/**
 * The listing of a tapped pin, under the map. A compact card of its own rather than the grid's
 * PropertyCard: that card is in the list beside the map too, and two of it would repeat its ids.
 */
export function MapListingCard({ listing, loading = false, children, onClose }: MapListingCardProps) {
  const { i18n, t } = useLingui();
  const title = listingTitle(listing, i18n.locale);
  const facts = [listing.bedrooms === null || listing.bedrooms === undefined ? null : formatBedrooms(i18n, listing.bedrooms), listing.location && localListingLocation(listing.location, i18n.locale).text].filter(Boolean).join(' · ');
  return (
    <Paper withBorder radius="md" p="xs" data-testid="map-listing-card" aria-busy={loading || undefined}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {loading ? (
          <Box w={96} h={72} bg="gray.1" style={{ flexShrink: 0, borderRadius: 'var(--mantine-radius-sm)' }} />
        ) : (
          <Image {...cardThumbnail(listing.property_images)} fallbackSrc={PLACEHOLDER_IMAGE} alt="" w={96} h={72} radius="sm" fit="cover" />
        )}
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700}>{formatListingPrice(i18n, listing.price, listing.listing_type)}</Text>
          <Text size="sm" fw={500} lineClamp={2} {...listingTextProps(title, i18n.locale)}>
            <Link to="/property/$id" params={{ id: listing.id }}>
              {title.text}
            </Link>
          </Text>
          {loading && (
            <Group gap={6} wrap="nowrap">
              <Loader size={12} />
              <Text size="xs" c="dimmed">
                <Trans>Loading the listing’s details…</Trans>
              </Text>
            </Group>
          )}
          {!loading && facts && (
            <Text size="xs" c="dimmed" truncate>
              {facts}
            </Text>
          )}
          {children}
        </Stack>
        <CloseButton aria-label={t`Close the listing's card`} onClick={onClose} />
      </Group>
    </Paper>
  );
}
