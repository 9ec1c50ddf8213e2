import { Alert, Button, Grid, Group, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AnchorLink } from '@/components/anchor-link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { propertyQueryOptions, type PropertyDetail } from '@/features/listings/api/get-property';
import { AgentCard } from '@/features/listings/detail/agent-card';
import { PremiumAreas } from '@/features/listings/detail/premium-areas';
import { PromoteListing } from '@/features/listings/detail/promote-listing';
import { PropertyDescription, PropertyDetails } from '@/features/listings/detail/property-details';
import { PropertyGallery } from '@/features/listings/detail/property-gallery';
import { PropertyNotFound } from '@/features/listings/detail/property-not-found';
import { PropertyTypeLinks } from '@/features/listings/detail/property-type-links';
import { ContactAgentDialog } from '@/features/messages/components/contact-agent-dialog';
import { SaveButton } from '@/features/saved/save-button';
import { formatPrice } from '@/lib/format';
import { breadcrumbLd, realEstateListingLd, type Crumb } from '@/lib/json-ld';
import { pageHead } from '@/lib/seo';
import { useSession } from '@/lib/session';

function crumbsFor(property: Pick<PropertyDetail, 'title' | 'listing_type'>): Crumb[] {
  return [
    { label: 'Home', to: '/' },
    property.listing_type === 'rent' ? { label: 'Properties for Rent', to: '/rent' } : { label: 'Properties for Sale', to: '/buy' },
    { label: property.title },
  ];
}

function metaDescription(property: PropertyDetail): string {
  const summary = `${property.title} in ${property.location}, ${formatPrice(property.price)}.`;
  const text = `${summary} ${property.description ?? ''}`.replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text;
}

export const Route = createFileRoute('/property/$id')({
  loader: async ({ context, params }) => {
    try {
      return { property: await context.queryClient.ensureQueryData(propertyQueryOptions(params.id)), failed: false };
    } catch {
      // The page shows the error (toast and retry); the head falls back to a generic title.
      return { property: null, failed: true };
    }
  },
  head: ({ loaderData, params }) => {
    const path = `/property/${params.id}`;
    const property = loaderData?.property;
    if (!property) {
      return pageHead({
        title: loaderData?.failed ? 'Property details' : 'Property Not Found',
        description: 'This property is not available on Manzil.',
        path,
        noindex: true,
      });
    }
    const images = property.property_images.map((image) => image.image_url);
    return pageHead({
      title: property.title,
      description: metaDescription(property),
      path,
      image: images[0],
      jsonLd: [
        realEstateListingLd({
          id: property.id,
          title: property.title,
          description: property.description,
          price: property.price,
          address: property.address,
          location: property.location,
          listing_type: property.listing_type,
          created_at: property.created_at,
          images,
        }),
        breadcrumbLd(crumbsFor(property), path),
      ],
    });
  },
  pendingComponent: () => <Loader aria-label="Loading property" />,
  component: PropertyRoute,
});

function PropertyRoute() {
  const { id } = Route.useParams();
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
      <Breadcrumbs items={crumbsFor(property)} />
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
