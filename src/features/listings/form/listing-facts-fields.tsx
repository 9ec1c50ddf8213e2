import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@/components/checkbox-styles';
import '@mantine/core/styles/NumberInput.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { AMENITY_OPTIONS, COMPLETION_OPTIONS, FURNISHING_OPTIONS } from '../listing-facts';
import { LazyPinPicker } from '../map/lazy-pin-picker';
import type { ListingFormValues } from './listing-schema';

const QUARTERS = ['1', '2', '3', '4'];

/** This year and the next ten, and the year already chosen (an older handover being edited). */
function handoverYearOptions(chosen: string): string[] {
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 11 }, (_, i) => String(thisYear + i));
  return /^\d{4}$/.test(chosen) && !years.includes(chosen) ? [chosen, ...years].sort() : years;
}

/** Furnishing, ready or off-plan (with handover and payment plan), amenities, the position and the video tour. */
export function ListingFactsFields({ form }: { form: UseFormReturn<ListingFormValues> }) {
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
