import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { AnchorLink } from '@/components/anchor-link';
import { PencilIcon } from '@/components/icons';
import { OfflineNotice, OfflineState } from '@/components/offline-state';
import { QueryState } from '@/components/query-state';
import { myListingsQueryOptions } from '../api/get-my-listings';
import { DeleteListingButton } from './delete-listing-button';
import { MyDrafts } from './my-drafts';
import type { Property } from '../types';
import { PropertyCard } from './property-card';
import { listingTitle } from '@/lib/listing-text';

/** Dashboard > My Properties: drafts on this device, then a 'Create Listing' card and the own listings. */
export function MyListings({ userId }: { userId: string }) {
  return (
    <Stack gap="xl">
      <MyDrafts userId={userId} />
      <ServerListings userId={userId} />
    </Stack>
  );
}

function ServerListings({ userId }: { userId: string }) {
  const query = useQuery(myListingsQueryOptions(userId));
  const { t } = useLingui();
  return (
    <QueryState query={query} offline={<OfflineState what={t`Your listings`} />} loading={<Loader aria-label={t`Loading your listings`} />}>
      {(data) => <OwnListings userId={userId} listings={data} savedAt={query.dataUpdatedAt} />}
    </QueryState>
  );
}

function OwnListings({ userId, listings, savedAt }: { userId: string; listings: Property[]; savedAt: number }) {
  const headingId = useId();
  if (listings.length === 0) {
    return (
      <Card withBorder p="xl">
        <Stack align="center" ta="center">
          <Text>
            <Trans>You don&apos;t have any property listings yet</Trans>
          </Text>
          <Button component={Link} to="/properties/new">
            <Trans>Get Started</Trans>
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <OfflineNotice savedAt={savedAt} />
      {/* For assistive technology only: the level-2 heading the cards' h3 titles sit under. */}
      <VisuallyHidden component="h2" id={headingId}>
        <Trans>Your listings</Trans>
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Card withBorder p="xl">
          <Stack align="center" justify="center" h="100%" ta="center">
            <Title order={3} size="h4">
              <Trans>Create Listing</Trans>
            </Title>
            <Text size="sm">
              <Trans>Add photos and details; you can save without signal and finish later.</Trans>
            </Text>
            <Button component={Link} to="/properties/new">
              <Trans>List New Property</Trans>
            </Button>
          </Stack>
        </Card>
        {listings.map((property) => (
          <OwnListing key={property.id} userId={userId} property={property} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** One of the owner's listings: its card, what it lacks, and its links. */
function OwnListing({ userId, property }: { userId: string; property: Property }) {
  const { t, i18n } = useLingui();
  // As its card names it (in Arabic on the Arabic site where the owner wrote one).
  const title = listingTitle(property, i18n.locale).text;
  return (
    <Stack gap={6}>
      <PropertyCard property={property} />
      {!property.permit_number && (
        <Badge color="orange" variant="light" style={{ alignSelf: 'flex-start' }}>
          <Trans>Permit number missing</Trans>
        </Badge>
      )}
      <Group justify="space-between">
        <AnchorLink to="/property/$id" params={{ id: property.id }}>
          <Trans>View Details</Trans>
        </AnchorLink>
        <Group gap="xs">
          <AnchorLink to="/properties/edit/$id" params={{ id: property.id }} aria-label={t`Edit ${title}`} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <PencilIcon size={16} /> <Trans>Edit</Trans>
          </AnchorLink>
          <DeleteListingButton userId={userId} listingId={property.id} title={property.title} featuredUntil={property.featured_until} />
        </Group>
      </Group>
    </Stack>
  );
}
