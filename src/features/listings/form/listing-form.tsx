import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@/components/checkbox-styles';
import '@mantine/core/styles/NumberInput.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  type ComboboxItem,
  type ComboboxParsedItem,
  type OptionsFilter,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ABU_DHABI_AREAS, areaNameIn, areaNamed, DUBAI_AREAS } from '@/lib/areas';
import { permitLabel } from '@/lib/permit-label';
import { getSessionState } from '@/lib/session';
import type { DraftPhoto, DraftRow } from '@/offline/db';
import { asBlob } from '@/offline/storage';
import { editableListingQueryOptions, type EditableImage, type EditableListing } from '../api/get-editable-listing';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import { imagePath, listingRejection, submitListingMutation, type Rejection } from '../api/save-listing';
import { DeleteListingButton } from '../components/delete-listing-button';
import { AMENITY_OPTIONS, COMPLETION_OPTIONS, FURNISHING_OPTIONS, isAmenity } from '../listing-facts';
import { addDraftPhotos, discardDraft, draftOf, removeDraftPhoto, saveDraftValues, stagePhotoChange } from './draft';
import { LazyPinPicker } from '../map/lazy-pin-picker';
import { imageKindOf, movePhoto, stagedPhotos, type ImageKind, type StagedPhoto } from './photo-plan';
import { StagedImagesField } from './staged-images-field';
import {
  acceptImages,
  emptyListing,
  IMAGE_LIMITS,
  listingSchema,
  PROPERTY_TYPE_OPTIONS,
  STATUS_OPTIONS,
  type ListingFormValues,
} from './listing-schema';

type Phase = 'idle' | 'preparing' | 'submitting';

// The areas' names are what is stored: only the groups' headings are translated.
const AREA_GROUPS = [
  { group: msg`Abu Dhabi`, items: ABU_DHABI_AREAS },
  { group: msg`Dubai`, items: DUBAI_AREAS },
];

/** On an Arabic page, an area is found by its English or its Arabic name (what is stored is the English). */
const areaInEitherName: OptionsFilter = ({ options, search }) => {
  if (!search.trim()) return options;
  const matches = (item: ComboboxItem) => areaNamed(item.value, search);
  return options.flatMap((option): ComboboxParsedItem[] => {
    if (!('group' in option)) return matches(option) ? [option] : [];
    const items = option.items.filter(matches);
    return items.length > 0 ? [{ ...option, items }] : [];
  });
};

/** An area in the Arabic page's list: its Arabic name, and the English name it is stored by. */
function AreaOption({ value }: { value: string }) {
  const arabic = areaNameIn(value, 'ar');
  return (
    <span>
      {arabic}
      {arabic !== value && (
        <Text span size="xs" c="dimmed" lang="en" dir="ltr" ms={6}>
          {value}
        </Text>
      )}
    </span>
  );
}

/**
 * Photos are resized in the browser (long side at most 1920 px), which also drops EXIF data such
 * as GPS. The compressor's worker loads the library from the app's own files (its default is a
 * public CDN, which fails offline and would send the visit to a third party).
 */
async function compressImage(file: File): Promise<Blob> {
  if (file.type === 'image/gif') return file;
  const [{ default: imageCompression }, { default: libURL }] = await Promise.all([
    import('browser-image-compression'),
    import('browser-image-compression/dist/browser-image-compression.js?url'),
  ]);
  return imageCompression(file, { maxWidthOrHeight: 1920, maxSizeMB: 4, useWebWorker: true, preserveExif: false, libURL });
}

/**
 * The draft's record of chosen images, numbered on from `firstIndex`. Each image's id and storage
 * path are fixed now, so retries write the same row and object.
 */
function chosenImages(listingId: string, files: File[], blobs: Blob[], firstIndex: number, kind: ImageKind): Omit<DraftPhoto, 'data'>[] {
  const now = Date.now();
  return files.map((file, i) => {
    const type = blobs[i].type || file.type;
    const path = imagePath(listingId, firstIndex + i, { name: file.name, type }, now, kind);
    return { id: crypto.randomUUID(), path, name: file.name, type, ...(kind === 'floor_plan' ? { kind } : {}) };
  });
}

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

const QUARTERS = ['1', '2', '3', '4'];

/** This year and the next ten, and the year already chosen (an older handover being edited). */
function handoverYearOptions(chosen: string): string[] {
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 11 }, (_, i) => String(thisYear + i));
  return /^\d{4}$/.test(chosen) && !years.includes(chosen) ? [chosen, ...years].sort() : years;
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

type DraftBase = Omit<DraftRow, 'values' | 'photos' | 'updatedAt'>;

interface FieldsProps {
  base: DraftBase;
  initial: ListingFormValues;
  savedPhotos: EditableImage[] | null;
  /** The listing's paid featuring, for Delete's warning (unknown offline without a copy). */
  featuredUntil: string | null | undefined;
  onDraftCreated?(id: string): void;
}

function ListingFormFields({ base: baseProp, initial: initialProp, savedPhotos, featuredUntil, onDraftCreated }: FieldsProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  // What the form started from; later renders of the parent (the draft it saves changing) must
  // not re-trigger the autosave.
  const [base] = useState(baseProp);
  const [initial] = useState(initialProp);
  const form = useForm<ListingFormValues>({ resolver: zodResolver(listingSchema), defaultValues: initial, mode: 'onTouched' });
  const { errors } = form.formState;
  const [phase, setPhase] = useState<Phase>('idle');
  const [preparingKind, setPreparingKind] = useState<ImageKind>('photo');
  const [fileProblems, setFileProblems] = useState<Record<ImageKind, string[]>>({ photo: [], floor_plan: [] });
  const [failure, setFailure] = useState<Rejection | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  // The draft as it changes (photos chosen, photo changes staged); null until there is one.
  const draft = useLiveQuery(async () => (await draftOf(base.id)) ?? null, [base.id]);
  const photosKnown = savedPhotos !== null;
  const saved = useMemo(() => draft?.savedPhotos ?? savedPhotos ?? [], [draft, savedPhotos]);
  const staged = useMemo(() => stagedPhotos(saved, draft), [saved, draft]);
  const stagedOf = (kind: ImageKind) => staged.filter((item) => imageKindOf(item) === kind);
  const newPhotos = draft?.photos;
  const previews = useMemo(() => new Map((newPhotos ?? []).map((p) => [p.id, URL.createObjectURL(asBlob(p.data, p.type))])), [newPhotos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const submitListing = useOutboxMutation(submitListingMutation, base.userKey);

  // Autosave what is typed, from the first change on (opening a form creates no draft).
  const typed = useWatch({ control: form.control });
  const dirty = form.formState.isDirty;
  // Saved on every change, not debounced: a reload right after typing must find it. Not once the
  // form is submitted: the draft then belongs to the outbox, which removes it when it is sent.
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (!dirty || submitted) return;
    void saveDraftValues(base, { ...initial, ...(typed as ListingFormValues) }).then(() => onDraftCreated?.(base.id));
  }, [typed, dirty, submitted, base, initial, onDraftCreated]);

  const addFiles = async (chosen: File[], kind: ImageKind) => {
    const count = stagedOf(kind).length;
    const { accepted, rejected } = acceptImages(chosen, count, kind);
    setFileProblems((problems) => ({ ...problems, [kind]: rejected }));
    if (accepted.length === 0) return;
    setPhase('preparing');
    setPreparingKind(kind);
    try {
      const blobs = await Promise.all(accepted.map(compressImage));
      await addDraftPhotos(base, form.getValues(), chosenImages(base.id, accepted, blobs, count, kind), blobs);
      onDraftCreated?.(base.id);
    } catch (error) {
      console.error('Could not prepare photos', error);
      setFileProblems((problems) => ({ ...problems, [kind]: [kind === 'photo' ? t`The photos could not be prepared. Please try again.` : t`The floor plans could not be prepared. Please try again.`] }));
    } finally {
      setPhase('idle');
    }
  };

  // Photo changes wait in the draft until the form is saved (Cancel discards them).
  const stage = (change: (draft: DraftRow) => void) =>
    stagePhotoChange(base, form.getValues(), (d) => {
      d.savedPhotos ??= saved;
      change(d);
    }).then(() => onDraftCreated?.(base.id));
  const removeStaged = (item: StagedPhoto) =>
    item.kind === 'new'
      ? removeDraftPhoto(base.id, item.id)
      : stage((d) => {
          d.removedPhotoIds = [...(d.removedPhotoIds ?? []), item.id];
        });
  // Each kind keeps its own order: a move reorders the item's kind only.
  const moveStaged = (item: StagedPhoto, to: number) =>
    stage((d) => {
      const kind = imageKindOf(item);
      const others = staged.filter((other) => imageKindOf(other) !== kind).map((other) => other.id);
      d.photoOrder = [...movePhoto(stagedOf(kind).map((other) => other.id), item.id, to), ...others];
    });

  const leave = () => void navigate({ to: '/dashboard' });
  const cancel = () => (!base.isNew && draft ? setConfirmCancel(true) : leave());
  const discardChanges = async () => {
    await discardDraft(base.id);
    leave();
  };

  const submit = async (values: ListingFormValues) => {
    setFailure(null);
    if (getSessionState().user?.id !== base.userKey) {
      notifications.show({ title: t`Authentication Error`, message: t`You must be logged in to list a property`, color: 'red' });
      return;
    }
    setPhase('submitting');
    try {
      await saveDraftValues(base, values);
      const queued = (await draftOf(base.id))!;
      setSubmitted(true);
      // Without the listing's photos (offline), only the details and no photo change are sent.
      const outcome = await submitListing.send({ draft: photosKnown ? queued : { ...queued, photos: [], photoOrder: undefined, removedPhotoIds: undefined }, values, saved });
      if (outcome && outcome.state !== 'stopped') {
        void navigate({ to: '/dashboard' });
        return;
      }
      // Refused (told by its toast): the form stays as it was, to fix and send again.
      setSubmitted(false);
      setFailure(listingRejection(outcome));
    } catch {
      // The draft could not be stored on this device.
      setSubmitted(false);
      setFailure(listingRejection(null));
      notifications.show({ title: t`Error`, message: t`Failed to list property`, color: 'red' });
    } finally {
      setPhase('idle');
    }
  };

  const busy = phase !== 'idle';
  const failureMessage = failure?.message;
  const imageField = (kind: ImageKind, help: string) => (
    <StagedImagesField
      kind={kind}
      items={stagedOf(kind)}
      max={IMAGE_LIMITS[kind]}
      help={help}
      previews={previews}
      known={photosKnown}
      problems={fileProblems[kind]}
      preparing={phase === 'preparing' && preparingKind === kind}
      disabled={busy}
      onAdd={(chosen) => void addFiles(chosen, kind)}
      onRemove={(item) => void removeStaged(item)}
      onMove={(item, to) => void moveStaged(item, to)}
    />
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack maw={860}>
        {failure && (
          <Alert color="red" role="alert" title={failure.detailsSaved ? t`Your details were saved, but not every photo change` : t`Your listing was not saved`}>
            <Trans>{failureMessage}. Everything you entered is still here; try again.</Trans>
          </Alert>
        )}
        <TextInput label={t`Title`} required error={errors.title?.message} {...form.register('title')} />
        {/* Typed right to left, in Arabic, whatever the page's language (Mantine sets dir on the input's own wrapper, which the input follows). */}
        <TextInput
          label={t`Arabic title`}
          description={t`Optional. Shown on the Arabic site; without it, the Arabic site shows the English title.`}
          dir="rtl"
          lang="ar"
          error={errors.title_ar?.message}
          {...form.register('title_ar')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Price (AED)`} required inputMode="decimal" error={errors.price?.message} {...form.register('price')} />
          <Controller
            control={form.control}
            name="listing_type"
            render={({ field }) => (
              <Select
                label={t`Listing type`}
                data={[
                  { value: 'sale', label: t`For sale` },
                  { value: 'rent', label: t`To rent (price per year)` },
                ]}
                allowDeselect={false}
                {...field}
              />
            )}
          />
          <Controller
            control={form.control}
            name="location"
            render={({ field }) => (
              <Autocomplete
                label={t`Location (area)`}
                required
                data={AREA_GROUPS.map((area) => ({ group: i18n._(area.group), items: area.items }))}
                filter={i18n.locale === 'ar' ? areaInEitherName : undefined}
                renderOption={i18n.locale === 'ar' ? ({ option }) => <AreaOption value={option.value} /> : undefined}
                maxDropdownHeight={240}
                error={errors.location?.message}
                {...field}
              />
            )}
          />
          <TextInput label={t`Address`} required error={errors.address?.message} {...form.register('address')} />
          <TextInput
            label={permitLabel(i18n, typed.location ?? '')}
            description={t`Every property advert needs the regulator's permit: Madhmoun (DARI) in Abu Dhabi, Trakheesi in Dubai.`}
            required
            maxLength={30}
            autoCapitalize="characters"
            error={errors.permit_number?.message}
            {...form.register('permit_number')}
          />
          <Controller
            control={form.control}
            name="property_type"
            render={({ field }) => <Select label={t`Property type`} data={PROPERTY_TYPE_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }))} allowDeselect={false} {...field} />}
          />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => <Select label={t`Status`} data={STATUS_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }))} allowDeselect={false} {...field} />}
          />
          <TextInput label={t`Bedrooms`} type="number" min={0} max={50} error={errors.bedrooms?.message} {...form.register('bedrooms')} />
          <TextInput label={t`Bathrooms`} type="number" min={0} max={50} error={errors.bathrooms?.message} {...form.register('bathrooms')} />
          <TextInput label={t`Size (sq ft)`} inputMode="numeric" error={errors.size_sqft?.message} {...form.register('size_sqft')} />
        </SimpleGrid>
        <Textarea label={t`Description`} autosize minRows={4} error={errors.description?.message} {...form.register('description')} />
        <Textarea
          label={t`Arabic description`}
          description={t`Optional. Shown on the Arabic site; without it, the Arabic site shows the English description.`}
          dir="rtl"
          lang="ar"
          autosize
          minRows={4}
          error={errors.description_ar?.message}
          {...form.register('description_ar')}
        />

        <ListingFactsFields form={form} />

        {imageField(
          'photo',
          t`The first photo is the cover. Drag photos, or use their buttons, to change the order; changes apply when you save. Photos are resized before upload and their location data removed.`,
        )}
        {imageField('floor_plan', t`Up to 2 floor plans, shown on the listing in a tab of their own beside the photos.`)}

        <Group>
          <Button type="submit" disabled={busy}>
            {phase === 'submitting' ? <Trans>Submitting...</Trans> : base.isNew ? <Trans>List Property</Trans> : <Trans>Save Changes</Trans>}
          </Button>
          <Button variant="default" type="button" disabled={busy} onClick={cancel}>
            <Trans>Cancel</Trans>
          </Button>
          {!base.isNew && (
            <DeleteListingButton userId={base.userKey} listingId={base.id} title={initial.title || t`this listing`} featuredUntil={featuredUntil} onDeleted={leave} />
          )}
        </Group>
        <Modal opened={confirmCancel} onClose={() => setConfirmCancel(false)} title={t`Discard your changes?`} centered>
          <Stack>
            <Text>
              <Trans>The changes you made to this listing, including its photos, will not be saved.</Trans>
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirmCancel(false)}>
                <Trans>Keep editing</Trans>
              </Button>
              <Button color="red" onClick={() => void discardChanges()}>
                <Trans>Discard changes</Trans>
              </Button>
            </Group>
          </Stack>
        </Modal>
      </Stack>
    </form>
  );
}

type ListingFormApi = ReturnType<typeof useForm<ListingFormValues>>;

/** Furnishing, ready or off-plan (with handover and payment plan), amenities, the position and the video tour. */
function ListingFactsFields({ form }: { form: ListingFormApi }) {
  const { t, i18n } = useLingui();
  const { errors } = form.formState;
  const quarterOptions = QUARTERS.map((q) => ({ value: q, label: t`Q${q}` }));
  const completion = useWatch({ control: form.control, name: 'completion_status' });
  const handoverYear = useWatch({ control: form.control, name: 'handover_year' });
  const [location, latitude, longitude] = useWatch({ control: form.control, name: ['location', 'latitude', 'longitude'] });
  // A number input gives '' when emptied: the value is then unset.
  const toNumber = (v: string | number) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  return (
    <Stack gap="md" component="section" aria-labelledby="listing-facts-heading">
      <Text fw={500} id="listing-facts-heading">
        <Trans>Listing facts</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={form.control}
          name="furnishing"
          render={({ field }) => (
            <Select label={t`Furnishing`} placeholder={t`Not stated`} data={FURNISHING_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))} clearable error={errors.furnishing?.message} {...field} onChange={(v) => field.onChange(v ?? '')} value={field.value || null} />
          )}
        />
        <Controller
          control={form.control}
          name="completion_status"
          render={({ field }) => (
            <Select
              label={t`Completion`}
              placeholder={t`Not stated`}
              data={COMPLETION_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
              clearable
              error={errors.completion_status?.message}
              {...field}
              onChange={(v) => field.onChange(v ?? '')}
              value={field.value || null}
            />
          )}
        />
      </SimpleGrid>
      {completion === 'off_plan' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SimpleGrid cols={2} spacing="xs">
            <Controller
              control={form.control}
              name="handover_quarter"
              render={({ field }) => (
                <Select label={t`Handover quarter`} placeholder={t`Quarter`} data={quarterOptions} clearable error={errors.handover_quarter?.message} {...field} onChange={(v) => field.onChange(v ?? '')} value={field.value || null} />
              )}
            />
            <Controller
              control={form.control}
              name="handover_year"
              render={({ field }) => (
                <Select
                  label={t`Handover year`}
                  placeholder={t`Year`}
                  data={handoverYearOptions(handoverYear)}
                  clearable
                  error={errors.handover_year?.message}
                  {...field}
                  onChange={(v) => field.onChange(v ?? '')}
                  value={field.value || null}
                />
              )}
            />
          </SimpleGrid>
          <TextInput
            label={t`Payment plan`}
            description={t`For example: 60/40, 60% during construction`}
            maxLength={200}
            error={errors.payment_plan?.message}
            {...form.register('payment_plan')}
          />
        </SimpleGrid>
      )}
      <Controller
        control={form.control}
        name="amenities"
        render={({ field }) => (
          <Checkbox.Group label={t`Amenities`} error={errors.amenities?.message ?? errors.amenities?.[0]?.message} value={field.value} onChange={field.onChange}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
              {AMENITY_OPTIONS.map((amenity) => (
                <Checkbox key={amenity.value} value={amenity.value} label={i18n._(amenity.label)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      />
      {/* Drag the pin (or tap the map) to set the position; the numbers below stay editable, and are the way in without a map. */}
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          <Trans>Position on the map (optional): both or neither, within the UAE.</Trans>
        </Text>
        <LazyPinPicker
          location={location}
          value={{ latitude: latitude ?? null, longitude: longitude ?? null }}
          onChange={(position) => {
            form.setValue('latitude', position.latitude, { shouldDirty: true, shouldValidate: true });
            form.setValue('longitude', position.longitude, { shouldDirty: true, shouldValidate: true });
          }}
        />
        <SimpleGrid cols={2} spacing="xs">
          <Controller
            control={form.control}
            name="latitude"
            render={({ field }) => (
              <NumberInput label={t`Latitude`} decimalScale={6} hideControls error={errors.latitude?.message} name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value ?? ''} onChange={(v) => field.onChange(toNumber(v))} />
            )}
          />
          <Controller
            control={form.control}
            name="longitude"
            render={({ field }) => (
              <NumberInput label={t`Longitude`} decimalScale={6} hideControls error={errors.longitude?.message} name={field.name} ref={field.ref} onBlur={field.onBlur} value={field.value ?? ''} onChange={(v) => field.onChange(toNumber(v))} />
            )}
          />
        </SimpleGrid>
      </Stack>
      <TextInput
        label={t`Video tour`}
        description={t`A YouTube or Vimeo link`}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=..."
        // A link reads left to right on an Arabic page too.
        dir="ltr"
        error={errors.video_url?.message}
        {...form.register('video_url')}
      />
    </Stack>
  );
}
