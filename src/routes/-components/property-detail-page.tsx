import '@mantine/core/styles/Grid.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Grid, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { ButtonLink } from '@/components/anchor-link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { PencilIcon } from '@/components/icons';
import { OfflineNotice } from '@/components/offline-state';
import { QueryState } from '@/components/query-state';
import { PropertyBackLink } from '@/features/listings/components/back-link';
import { ListingsOfflineState } from '@/features/listings/components/listings-offline-state';
import { useRecordView } from '@/features/listings/recent/recently-viewed';
import { propertyQueryOptions, type PropertyDetail } from '@/features/listings/api/get-property';
import { AgentCard } from '@/features/listings/detail/agent-card';
import { ContactBar } from '@/features/listings/detail/contact-bar';
import { PremiumAreas } from '@/features/listings/detail/premium-areas';
import { PromoteListing } from '@/features/promotion/components/promote-listing';
import { PropertyDescription, PropertyDetails } from '@/features/listings/detail/property-details';
import { MortgageCalculator } from '@/features/listings/detail/mortgage-calculator';
import { PaymentPlan, PropertyAmenities } from '@/features/listings/detail/property-facts';
import { PropertyGallery } from '@/features/listings/detail/property-gallery';
import { propertyCrumbs } from '@/features/listings/detail/property-head';
import { PropertyNotFound } from '@/features/listings/detail/property-not-found';
import { PropertyTypeLinks } from '@/features/listings/detail/property-type-links';
import { ShareListing } from '@/features/listings/detail/share-listing';
import { SimilarListings } from '@/features/listings/detail/similar-listings';
import { VideoTour } from '@/features/listings/detail/video-tour';
import { listingTitle } from '@/lib/listing-text';
import type { ContactAgentDialogHandle } from '@/features/messages/components/contact-agent-dialog';
import { LazyContactAgentDialog } from '@/features/messages/components/lazy-contact-agent-dialog';
import { SaveButton } from '@/features/saved/save-button';
import { useSessionUser } from '@/lib/session';

/** /property/$id: the listing's detail parts composed with the contact dialog and the save heart. */
export function PropertyDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const query = useQuery(propertyQueryOptions(id));
  return (
    <QueryState
      query={query}
      errorMessage={t`Failed to load property details`}
      offline={<ListingsOfflineState what={t`This property`} />}
      loading={<Loader aria-label={t`Loading property`} />}
    >
      {/* null is a listing that does not exist. */}
      {(property) => (property === null ? <PropertyNotFound /> : <PropertyPage property={property} savedAt={query.dataUpdatedAt} />)}
    </QueryState>
  );
}

function PropertyPage({ property, savedAt }: { property: PropertyDetail; savedAt: number }) {
  const { i18n } = useLingui();
  const user = useSessionUser();
  const isOwner = user !== null && user.id === property.user_id;
  // One Contact Agent dialog, opened by the agent card's button or by the phone's contact bar.
  const contactDialog = useRef<ContactAgentDialogHandle>(null);
  useRecordView(property);
  // The title in the page's language, where it is only named (photos' alternative text, the video's, the contact form's).
  const title = listingTitle(property, i18n.locale).text;

  return (
    <Stack gap="lg">
      <OfflineNotice savedAt={savedAt} />
      <Breadcrumbs items={propertyCrumbs(property, i18n)} />
      <div>
        <PropertyBackLink signedIn={user !== null} />
      </div>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <PropertyGallery images={property.property_images} title={title} />
            <PropertyDetails
              property={property}
              actions={
                <>
                  <ShareListing listing={property} />
                  <SaveButton propertyId={property.id} />
                </>
              }
            />
            <PropertyDescription property={property} />
            <PropertyAmenities amenities={property.amenities} />
            {property.completion_status === 'off_plan' && <PaymentPlan paymentPlan={property.payment_plan} />}
            <VideoTour videoUrl={property.video_url} title={title} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {/* The owner manages the listing rather than contacting themselves. */}
            {isOwner && <OwnerActions listingId={property.id} featured={property.featured_now} />}
            <AgentCard agent={property.agent} listing={property}>
              {!isOwner && <LazyContactAgentDialog ref={contactDialog} propertyId={property.id} propertyTitle={title} />}
            </AgentCard>
            {property.listing_type === 'sale' && property.price !== null && property.price > 0 && (
              <MortgageCalculator price={property.price} offPlan={property.completion_status === 'off_plan'} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <SimilarListings to={property} renderAction={(similar) => <SaveButton propertyId={similar.id} />} />
      <PremiumAreas location={property.location} />
      <PropertyTypeLinks listingType={property.listing_type} />
      {!isOwner && <ContactBar agent={property.agent} listing={property} onContactAgent={() => contactDialog.current?.open()} />}
    </Stack>
  );
}

/** The owner's controls on their own listing: edit it, and promote it (or see it is featured). */
function OwnerActions({ listingId, featured }: { listingId: string; featured: boolean }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="owner-actions-heading">
      <Title order={2} fz="lg" id="owner-actions-heading" mb="sm">
        <Trans>Your listing</Trans>
      </Title>
      <Stack gap="xs">
        <ButtonLink to="/properties/edit/$id" params={{ id: listingId }} variant="default" leftSection={<PencilIcon size={18} />}>
          <Trans>Edit listing</Trans>
        </ButtonLink>
        <PromoteListing propertyId={listingId} featured={featured} />
      </Stack>
    </Card>
  );
}
