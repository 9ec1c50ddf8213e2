import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Card, Group, Image, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { localListingLocation } from '@/lib/areas';
import { formatBathrooms, formatBedrooms, formatListingPrice, formatSize } from '@/lib/format';
import { cardPhoto, firstImage, PLACEHOLDER_IMAGE } from '../listing-photos';
import { listingTitle, listingTextProps } from '@/lib/listing-text';
import type { Property } from '../types';

const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 400;

const STATUS_BADGES: Partial<Record<Property['status'], MessageDescriptor>> = {
  under_offer: msg`Under offer`,
  sold_stc: msg`Sold STC`,
  let_agreed: msg`Let agreed`,
};

export interface PropertyCardProps {
  property: Property;
  /** A control in the image's top-right corner, e.g. the save (heart) button. */
  action?: ReactNode;
  /**
   * The card likely holds the page's largest paint (the first of a grid): its photo loads at once
   * with high priority instead of lazily after layout.
   */
  priority?: boolean;
}

/** A listing in a grid. */
export function PropertyCard({ property, action, priority = false }: PropertyCardProps) {
  const { i18n, t } = useLingui();
  const featured = property.featured_now;
  const shownTitle = listingTitle(property, i18n.locale);
  const title = shownTitle.text;
  const image = firstImage(property.property_images);
  const size = formatSize(i18n, property.size_sqft);
  const statusBadge = STATUS_BADGES[property.status];
  const titleId = `property-${property.id}-title`;
  const location = localListingLocation(property.location, i18n.locale);
  return (
    <Card
      component="article"
      withBorder
      padding="md"
      radius="md"
      h="100%"
      data-featured={featured || undefined}
      style={featured ? { borderColor: 'var(--mantine-color-yellow-6)', borderWidth: 2 } : undefined}
      aria-labelledby={titleId}
    >
      <Card.Section pos="relative">
        <Image
          {...cardPhoto(property.property_images)}
          fallbackSrc={PLACEHOLDER_IMAGE}
          alt={image ? t`Photo of ${title}` : t`No photo available`}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          h={200}
          w="100%"
          fit="cover"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
        />
        <Group gap={6} pos="absolute" top={10} style={{ insetInlineStart: 10 }}>
          {featured && (
            <Badge color="yellow.6" c="dark.9">
              <Trans>Featured</Trans>
            </Badge>
          )}
          {statusBadge && (
            <Badge color="dark.6" c="white">
              {i18n._(statusBadge)}
            </Badge>
          )}
        </Group>
        {action && (
          <Box pos="absolute" top={8} style={{ insetInlineEnd: 8 }}>
            {action}
          </Box>
        )}
      </Card.Section>
      <Text fw={700} size="lg" mt="sm" c="teal.9" data-testid="property-price">
        {formatListingPrice(i18n, property.price, property.listing_type)}
      </Text>
      {/* The title is the owner's own text, in the page's language where they wrote it (English marked as such otherwise). */}
      <Text component="h3" id={titleId} fw={600} fz="md" lineClamp={2} mt={4} {...listingTextProps(shownTitle, i18n.locale)}>
        <Link to="/property/$id" params={{ id: property.id }} style={{ color: 'inherit', textDecoration: 'none' }}>
          {title}
        </Link>
      </Text>
      {/* A known area in the page's language; any other place as the owner wrote it, in its own direction. */}
      <Text size="sm" c="dimmed" dir={location.translated ? undefined : 'auto'}>
        {location.text}
      </Text>
      <Group gap="md" mt="xs">
        {property.bedrooms !== null && property.bedrooms !== undefined && <Text size="sm">{formatBedrooms(i18n, property.bedrooms)}</Text>}
        {property.bathrooms !== null && property.bathrooms !== undefined && <Text size="sm">{formatBathrooms(i18n, property.bathrooms)}</Text>}
        {size && <Text size="sm">{size}</Text>}
      </Group>
    </Card>
  );
}
