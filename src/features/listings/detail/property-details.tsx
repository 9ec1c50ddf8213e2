import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { localListingLocation } from '@/lib/areas';
import { permitLabel } from '@/lib/permit-label';
import { formatBathrooms, formatBedrooms, formatListedDate, formatListingPrice, formatSize } from '@/lib/format';
import type { PropertyDetail } from '../api/get-property';
import { COMPLETION_MESSAGES, FURNISHING_MESSAGES, handoverLabel } from '../listing-facts';
import { pricePerSqft } from './mortgage';
import { LISTING_TYPE_LABELS, propertyTypeLabel, STATUS_LABELS } from './labels';
import { listingReference } from './listing-reference';
import { listingDescription, listingTextProps, listingTitle } from '@/lib/listing-text';

const STATUS_COLORS: Record<string, string> = { available: 'teal', under_offer: 'orange', sold_stc: 'red', let_agreed: 'red' };

/** Title, price, location and the key facts of a listing. `actions` sits beside the title (save, contact). */
export function PropertyDetails({ property, actions }: { property: PropertyDetail; actions?: ReactNode }) {
  const { _, i18n } = useLingui();
  const title = listingTitle(property, i18n.locale);
  const size = formatSize(i18n, property.size_sqft);
  const listedOn = formatListedDate(i18n, property.created_at);
  const reference = listingReference(property.id);
  const listingTypeLabel = LISTING_TYPE_LABELS[property.listing_type] ? _(LISTING_TYPE_LABELS[property.listing_type]) : property.listing_type;
  const facts: { label: string; value: string }[] = [
    { label: _(msg`Property type`), value: propertyTypeLabel(property.property_type, _) },
    { label: _(msg`Listing type`), value: listingTypeLabel },
  ];
  if (property.bedrooms !== null && property.bedrooms !== undefined) facts.push({ label: _(msg`Bedrooms`), value: formatBedrooms(i18n, property.bedrooms) });
  if (property.bathrooms !== null && property.bathrooms !== undefined) facts.push({ label: _(msg`Bathrooms`), value: formatBathrooms(i18n, property.bathrooms) });
  if (size) facts.push({ label: _(msg`Size`), value: size });
  const perSqft = pricePerSqft(property.price, property.size_sqft);
  if (perSqft !== null) facts.push({ label: _(msg`Price per sq ft`), value: formatListingPrice(i18n, perSqft, property.listing_type) });
  if (property.furnishing) facts.push({ label: _(msg`Furnishing`), value: _(FURNISHING_MESSAGES[property.furnishing]) });
  if (property.completion_status) facts.push({ label: _(msg`Completion`), value: _(COMPLETION_MESSAGES[property.completion_status]) });
  const handover = property.completion_status === 'off_plan' ? handoverLabel(property.handover_date, i18n) : null;
  if (handover) facts.push({ label: _(msg`Handover`), value: handover });
  if (property.permit_number) facts.push({ label: permitLabel(i18n, property.location), value: property.permit_number });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap="xs">
            {property.featured_now && (
              <Badge color="yellow.6" c="dark.9">
                <Trans>Featured</Trans>
              </Badge>
            )}
            <Badge color={STATUS_COLORS[property.status] ?? 'gray'} variant="light" data-testid="property-status">
              {STATUS_LABELS[property.status] ? _(STATUS_LABELS[property.status]) : property.status}
            </Badge>
            <Badge color="dark" variant="outline">
              {listingTypeLabel}
            </Badge>
          </Group>
          {/* The owner's own words, in the page's language where they wrote it: their direction is their own. */}
          <Title order={1} fz={{ base: 24, sm: 30 }} {...listingTextProps(title, i18n.locale)}>
            {title.text}
          </Title>
          <Text c="dimmed" dir="auto">
            {property.address}
            {property.location && !property.address.includes(property.location) ? `, ${localListingLocation(property.location, i18n.locale).text}` : ''}
          </Text>
          <Group gap={2} style={{ columnGap: 'var(--mantine-spacing-md)' }} data-testid="property-reference">
            <Text size="sm" c="dimmed">
              <Trans>Ref. {reference}</Trans>
            </Text>
            {listedOn && (
              <Text size="sm" c="dimmed">
                <Trans>Added {listedOn}</Trans>
              </Text>
            )}
          </Group>
        </Stack>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      <Text fz={28} fw={800} c="teal.9" data-testid="property-price">
        {formatListingPrice(i18n, property.price, property.listing_type)}
      </Text>
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 2, sm: facts.length > 4 ? 5 : facts.length }} spacing="md" component="dl" m={0} data-testid="property-facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {fact.label}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {fact.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}

/** The listing's description in the page's language, as the owner wrote it (stored as plain text). */
export function PropertyDescription({ property }: { property: Pick<PropertyDetail, 'description' | 'description_ar'> }) {
  const { _, i18n } = useLingui();
  const description = listingDescription(property, i18n.locale);
  return (
    <Stack gap="xs" component="section" aria-labelledby="property-description-heading">
      <Title order={2} fz="xl" id="property-description-heading">
        <Trans>Description</Trans>
      </Title>
      {description.text.trim() ? (
        <Text style={{ whiteSpace: 'pre-line' }} {...listingTextProps(description, i18n.locale)}>
          {description.text}
        </Text>
      ) : (
        <Text style={{ whiteSpace: 'pre-line' }}>{_(msg`No description provided.`)}</Text>
      )}
    </Stack>
  );
}
