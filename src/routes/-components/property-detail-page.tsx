import { Alert, Button, Grid, Group, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AnchorLink } from '@/components/anchor-link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { propertyQueryOptions, type PropertyDetail } from '@/features/listings/api/get-property';
import { AgentCard } from '@/features/listings/detail/agent-card';
import { PremiumAreas } from '@/features/listings/detail/premium-areas';
import { PromoteListing } from '@/features/listings/detail/promote-listing';
import { PropertyDescription, PropertyDetails } from '@/features/listings/detail/property-details';
import { PropertyGallery } from '@/features/listings/detail/property-gallery';
import { propertyCrumbs } from '@/features/listings/detail/property-head';
import { PropertyNotFound } from '@/features/listings/detail/property-not-found';
import { PropertyTypeLinks } from '@/features/listings/detail/property-type-links';
import { ContactAgentDialog } from '@/features/messages/components/contact-agent-dialog';
import { SaveButton } from '@/features/saved/save-button';
import { useSession } from '@/lib/session';

/** /property/$id: the listing's detail parts composed with the contact dialog and the save heart. */
export function PropertyDetailPage({ id }: { id: string }) {
  const query = useQuery(propertyQueryOptions(id));

  useEffect(() => {
    if (query.isError) notifications.show({ title: 'Error', message: 'Failed to load property details', color: 'red' });
  }, [query.isError]);

  if (query.isPending) return <Loader aria-label="Loading property" />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title="Error">
        Failed to load property details
        <Group mt="sm">
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!query.data) return <PropertyNotFound />;
  return <PropertyPage property={query.data} />;
}

function PropertyPage({ property }: { property: PropertyDetail }) {
  const { user } = useSession();
  const isOwner = user !== null && user.id === property.user_id;

  return (
    <Stack gap="lg">
      <Breadcrumbs items={propertyCrumbs(property)} />
      <div>
        {user ? (
          <AnchorLink to="/dashboard" size="sm">
            ← Back to Dashboard
          </AnchorLink>
        ) : (
          <AnchorLink to="/search-results" size="sm">
            ← Back to results
          </AnchorLink>
        )}
      </div>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <PropertyGallery images={property.property_images} title={property.title} />
            <PropertyDetails property={property} actions={<SaveButton propertyId={property.id} />} />
            <PropertyDescription description={property.description} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <AgentCard propertyId={property.id}>
              <ContactAgentDialog propertyId={property.id} propertyTitle={property.title} />
            </AgentCard>
            {isOwner && <PromoteListing propertyId={property.id} featured={property.featured_now} />}
          </Stack>
        </Grid.Col>
      </Grid>
      <PremiumAreas location={property.location} />
      <PropertyTypeLinks listingType={property.listing_type} />
    </Stack>
  );
}
