import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { editableListingQueryOptions, type EditableListing } from '../api/get-editable-listing';
import { COMPLETION_OPTIONS, FURNISHING_OPTIONS, isAmenity } from '../listing-facts';
import { draftOf, type DraftBase } from './draft';
import { ListingFormFields } from './listing-form-fields';
import { emptyListing, type ListingFormValues } from './listing-schema';

/** The form's values for a listing as the server has it. */
function valuesFromListing(listing: EditableListing): ListingFormValues {
  // A copy kept on the device by an older version may lack a column read since.
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  const handover = /^(\d{4})-(\d{2})/.exec(listing.handover_date ?? '');
  const known = <T extends string>(options: readonly { value: T }[], v: string | null | undefined): T | '' => options.find((o) => o.value === v)?.value ?? '';
  return {
    title: listing.title,
    description: text(listing.description),
    title_ar: text(listing.title_ar),
    description_ar: text(listing.description_ar),
    price: text(listing.price),
    location: listing.location,
    address: listing.address,
    bedrooms: text(listing.bedrooms),
    bathrooms: text(listing.bathrooms),
    size_sqft: text(listing.size_sqft),
    property_type: listing.property_type,
    listing_type: listing.listing_type,
    status: listing.status,
    permit_number: text(listing.permit_number),
    furnishing: known(FURNISHING_OPTIONS, listing.furnishing),
    completion_status: known(COMPLETION_OPTIONS, listing.completion_status),
    handover_quarter: handover ? String(Math.floor((Number(handover[2]) - 1) / 3) + 1) : '',
    handover_year: handover ? handover[1] : '',
    payment_plan: text(listing.payment_plan),
    amenities: (listing.amenities ?? []).filter(isAmenity),
    ...(listing.latitude !== null && listing.latitude !== undefined && listing.longitude !== null && listing.longitude !== undefined
      ? { latitude: listing.latitude, longitude: listing.longitude }
      : {}),
    video_url: text(listing.video_url),
  };
}

/**
 * The listing form, new or edit. Everything typed and every photo chosen is kept in the listing's
 * draft on the device as the user works; submitting queues the draft for the server, so it is
 * sent even if the connection drops, and its success message shows when the server has it.
 */
export function ListingForm({ userId, propertyId, draftId, onDraftCreated }: { userId: string; propertyId?: string; draftId?: string; onDraftCreated?(id: string): void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const existing = useQuery({ ...editableListingQueryOptions(propertyId ?? '', userId), enabled: Boolean(propertyId) });
  // A new listing's id is made when its form opens, or comes from the draft being resumed; the
  // form's own new draft keeps its id when it reaches the URL, and leaving the draft starts anew.
  const [newId, setNewId] = useState(() => draftId ?? crypto.randomUUID());
  const [shownDraftId, setShownDraftId] = useState(draftId);
  if (draftId !== shownDraftId) {
    setShownDraftId(draftId);
    if (draftId === undefined) setNewId(crypto.randomUUID());
  }
  const id = propertyId ?? draftId ?? newId;
  const draft = useLiveQuery(async () => (await draftOf(id)) ?? null, [id]);

  // A listing that cannot be read, with no draft of it here, cannot be edited: back to the
  // dashboard (the query client shows 'Failed to load property'). A refresh that failed under a
  // copy the form already shows (kept on the device, the connection then lost) is no such case.
  const unreadable = existing.isError && existing.data === undefined;
  useEffect(() => {
    if (unreadable && draft === null) void navigate({ to: '/dashboard' });
  }, [unreadable, draft, navigate]);

  // An edit's staged photo changes apply to its photos as the edit began (kept in its draft), else
  // to the photos the server has; offline without either they are unknown (null).
  const savedPhotos = propertyId ? (draft?.savedPhotos ?? existing.data?.property_images ?? null) : [];
  const loadingPhotos = savedPhotos === null && existing.isPending && existing.fetchStatus !== 'paused';
  if (draft === undefined || (propertyId && !draft && existing.isPending) || loadingPhotos) return <Loader aria-label={t`Loading the listing`} />;
  if (propertyId && !draft && !existing.data) return null;
  const base: DraftBase = {
    id,
    userKey: userId,
    isNew: !propertyId,
    baseUpdatedAt: draft ? draft.baseUpdatedAt : (existing.data?.updated_at ?? null),
    ...(savedPhotos ? { savedPhotos } : {}),
  };
  const initial = draft
    ? ({ ...emptyListing, ...draft.values } as ListingFormValues)
    : existing.data
      ? valuesFromListing(existing.data)
      : emptyListing;
  // The form starts from the listing as read. A copy kept on the device may be replaced by the
  // server's newer one before anything was typed: the form then starts again from that, so what
  // is saved never mixes old fields with a newer base. Once typed, the draft keeps the version it
  // began from, and a newer one on the server is a conflict the owner settles.
  const version = draft ? draft.baseUpdatedAt : (existing.data?.updated_at ?? null);
  // Photo changes leave the listing's updated_at as it was, so a kept copy can differ from the
  // server's in its photos alone (a copy read between the details and the photos of a save).
  const photosVersion = draft ? '' : (existing.data?.property_images ?? []).map((photo) => `${photo.id}@${photo.position}`).join(',');
  return (
    <ListingFormFields
      key={`${id}:${version ?? ''}:${photosVersion}`}
      base={base}
      initial={initial}
      savedPhotos={savedPhotos}
      featuredUntil={existing.data?.featured_until}
      onDraftCreated={onDraftCreated}
    />
  );
}
