import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Autocomplete,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ABU_DHABI_AREAS } from '@/lib/areas';
import { getSessionState } from '@/lib/session';
import { supabase } from '@/lib/supabase';
import { editableListingQueryOptions, type EditableImage } from '../api/get-editable-listing';
import { addListingImages, removeListingImage, saveListing } from '../api/save-listing';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft';
import {
  acceptImages,
  ACCEPTED_IMAGE_TYPES,
  emptyListing,
  listingSchema,
  MAX_IMAGES,
  PROPERTY_TYPE_OPTIONS,
  STATUS_OPTIONS,
  type ListingFormValues,
} from './listing-schema';

type Phase = 'idle' | 'submitting' | 'uploading';

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

function valuesFromListing(listing: Record<string, unknown>): ListingFormValues {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    title: text(listing.title),
    description: text(listing.description),
    price: text(listing.price),
    location: text(listing.location),
    address: text(listing.address),
    bedrooms: text(listing.bedrooms),
    bathrooms: text(listing.bathrooms),
    size_sqft: text(listing.size_sqft),
    property_type: text(listing.property_type) || 'apartment',
    listing_type: (text(listing.listing_type) || 'sale') as 'sale' | 'rent',
    status: text(listing.status) || 'available',
  };
}

export function ListingForm({ userId, propertyId }: { userId: string; propertyId?: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const existing = useQuery({ ...editableListingQueryOptions(propertyId ?? '', userId), enabled: Boolean(propertyId) });
  const key = draftKey(userId, propertyId);

  useEffect(() => {
    if (existing.isError) {
      notifications.show({ title: 'Error', message: 'Failed to load property', color: 'red' });
      void navigate({ to: '/dashboard' });
    }
  }, [existing.isError, navigate]);

  if (propertyId && existing.isPending) return <Loader aria-label="Loading the listing" />;
  if (propertyId && !existing.data) return null;
  const loaded = existing.data ? valuesFromListing(existing.data as unknown as Record<string, unknown>) : emptyListing;
  return (
    <ListingFormFields
      key={propertyId ?? 'new'}
      userId={userId}
      propertyId={propertyId}
      initial={{ ...loaded, ...(loadDraft(key) ?? {}) }}
      images={existing.data?.property_images ?? []}
      draft={key}
      onSaved={async (message) => {
        clearDraft(key);
        await queryClient.invalidateQueries({ queryKey: ['my-listings'] });
        await queryClient.invalidateQueries({ queryKey: ['listings'] });
        await queryClient.invalidateQueries({ queryKey: ['property'] });
        notifications.show({ title: 'Success', message, color: 'teal' });
        void navigate({ to: '/dashboard' });
      }}
    />
  );
}

interface FieldsProps {
  userId: string;
  propertyId?: string;
  initial: ListingFormValues;
  images: EditableImage[];
  draft: string;
  onSaved(message: string): Promise<void>;
}

function ListingFormFields({ userId, propertyId, initial, images: initialImages, draft, onSaved }: FieldsProps) {
  const navigate = useNavigate();
  const form = useForm<ListingFormValues>({ resolver: zodResolver(listingSchema), defaultValues: initial, mode: 'onTouched' });
  const { errors } = form.formState;
  const [phase, setPhase] = useState<Phase>('idle');
  const [images, setImages] = useState(initialImages);
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  // Autosave what is typed.
  const typed = useWatch({ control: form.control });
  useEffect(() => {
    saveDraft(draft, { ...initial, ...(typed as ListingFormValues) });
  }, [typed, draft, initial]);

  const addFiles = (chosen: File[]) => {
    const { accepted, rejected } = acceptImages(chosen, images.length + files.length);
    setFiles((current) => [...current, ...accepted]);
    setFileProblems(rejected);
  };

  const removeSaved = async (image: EditableImage) => {
    try {
      await removeListingImage(supabase, image);
      setImages((current) => current.filter((i) => i.id !== image.id));
      notifications.show({ title: 'Success', message: 'Image removed successfully', color: 'teal' });
    } catch {
      notifications.show({ title: 'Error', message: 'Failed to remove image', color: 'red' });
    }
  };

  const submit = async (values: ListingFormValues) => {
    setFailure(null);
    if (getSessionState().user?.id !== userId) {
      notifications.show({ title: 'Authentication Error', message: 'You must be logged in to list a property', color: 'red' });
      return;
    }
    try {
      setPhase('submitting');
      const id = await saveListing(supabase, values, propertyId);
      if (files.length > 0) {
        setPhase('uploading');
        const blobs = await Promise.all(files.map(compressImage));
        await addListingImages(supabase, id, blobs, files.map((f) => f.name), images.length);
      }
      await onSaved(propertyId ? 'Property has been updated' : 'Your property has been listed successfully');
    } catch (error) {
      const message = (error as Error).message || 'Failed to list property';
      setFailure(message);
      notifications.show({ title: 'Error', message, color: 'red' });
    } finally {
      setPhase('idle');
    }
  };

  const busy = phase !== 'idle';
  const slotsLeft = MAX_IMAGES - images.length - files.length;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack maw={860}>
        {failure && (
          <Alert color="red" role="alert" title="Your listing was not saved">
            {failure}. Everything you entered is still here; try again.
          </Alert>
        )}
        <TextInput label="Title" required error={errors.title?.message} {...form.register('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Price (AED)" required inputMode="decimal" error={errors.price?.message} {...form.register('price')} />
          <Controller
            control={form.control}
            name="listing_type"
            render={({ field }) => (
              <Select
                label="Listing type"
                data={[
                  { value: 'sale', label: 'For sale' },
                  { value: 'rent', label: 'To rent (price per year)' },
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
                label="Location (area)"
                required
                data={ABU_DHABI_AREAS}
                maxDropdownHeight={240}
                error={errors.location?.message}
                {...field}
              />
            )}
          />
          <TextInput label="Address" required error={errors.address?.message} {...form.register('address')} />
          <Controller
            control={form.control}
            name="property_type"
            render={({ field }) => <Select label="Property type" data={[...PROPERTY_TYPE_OPTIONS]} allowDeselect={false} {...field} />}
          />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => <Select label="Status" data={[...STATUS_OPTIONS]} allowDeselect={false} {...field} />}
          />
          <TextInput label="Bedrooms" type="number" min={0} max={50} error={errors.bedrooms?.message} {...form.register('bedrooms')} />
          <TextInput label="Bathrooms" type="number" min={0} max={50} error={errors.bathrooms?.message} {...form.register('bathrooms')} />
          <TextInput label="Size (sq ft)" inputMode="numeric" error={errors.size_sqft?.message} {...form.register('size_sqft')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={4} error={errors.description?.message} {...form.register('description')} />

        <Stack gap="xs">
          <Text fw={500}>Photos ({images.length + files.length} of {MAX_IMAGES})</Text>
          <Text size="sm" c="dimmed">
            The first photo is the main one. Photos are resized before upload and their location data removed.
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 5 }}>
            {images.map((image) => (
              <div key={image.id} style={{ position: 'relative' }}>
                <Image src={image.image_url} alt={`Photo ${image.position + 1}`} h={100} fit="cover" radius="sm" />
                <CloseButton pos="absolute" top={4} right={4} variant="white" aria-label={`Remove photo ${image.position + 1}`} onClick={() => void removeSaved(image)} />
              </div>
            ))}
            {files.map((file, i) => (
              <div key={`${file.name}-${i}`} style={{ position: 'relative' }}>
                <Image src={previews[i]} alt={`New photo ${file.name}`} h={100} fit="cover" radius="sm" />
                <CloseButton
                  pos="absolute"
                  top={4}
                  right={4}
                  variant="white"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => setFiles((current) => current.filter((_, j) => j !== i))}
                />
              </div>
            ))}
          </SimpleGrid>
          {fileProblems.length > 0 && (
            <Alert color="yellow" role="alert">
              {fileProblems.map((p) => (
                <Text key={p} size="sm">
                  {p}
                </Text>
              ))}
            </Alert>
          )}
          <FileButton onChange={addFiles} accept={ACCEPTED_IMAGE_TYPES.join(',')} multiple disabled={slotsLeft <= 0 || busy}>
            {(props) => (
              <Button variant="light" {...props} style={{ alignSelf: 'flex-start' }}>
                {slotsLeft > 0 ? 'Add photos' : 'Photo limit reached'}
              </Button>
            )}
          </FileButton>
        </Stack>

        <Group>
          <Button type="submit" disabled={busy}>
            {phase === 'uploading' ? 'Uploading Images...' : phase === 'submitting' ? 'Submitting...' : propertyId ? 'Save Changes' : 'List Property'}
          </Button>
          <Button variant="default" type="button" disabled={busy} onClick={() => void navigate({ to: '/dashboard' })}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
