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
  return (
    <QueryState query={query} offline={<OfflineState what="Your listings" />} loading={<Loader aria-label="Loading your listings" />}>
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
          <Text>You don&apos;t have any property listings yet</Text>
          <Button component={Link} to="/properties/new">
            Get Started
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
        Your listings
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Card withBorder p="xl">
          <Stack align="center" justify="center" h="100%" ta="center">
            <Title order={3} size="h4">
              Create Listing
            </Title>
            <Text size="sm">Add photos and details; you can save without signal and finish later.</Text>
            <Button component={Link} to="/properties/new">
              List New Property
            </Button>
          </Stack>
        </Card>
        {listings.map((property) => (
          <Stack key={property.id} gap={6}>
            <PropertyCard property={property} />
            {!property.permit_number && (
              <Badge color="orange" variant="light" style={{ alignSelf: 'flex-start' }}>
                Permit number missing
              </Badge>
            )}
            <Group justify="space-between">
              <AnchorLink to="/property/$id" params={{ id: property.id }}>
                View Details
              </AnchorLink>
              <Group gap="xs">
                <AnchorLink to="/properties/edit/$id" params={{ id: property.id }} aria-label={`Edit ${property.title}`} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                  <PencilIcon size={16} /> Edit
                </AnchorLink>
                <DeleteListingButton userId={userId} listingId={property.id} title={property.title} featuredUntil={property.featured_until} />
              </Group>
            </Group>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
