import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { permitLabel } from '@/lib/permit-label';
import { LocationField } from './location-field';
import { PROPERTY_TYPE_OPTIONS, STATUS_OPTIONS, type ListingFormValues } from './listing-schema';

/** The listing's titles, price, type, place, permit, rooms, size and descriptions. */
export function ListingDetailsFields({ form }: { form: UseFormReturn<ListingFormValues> }) {
  const { t, i18n } = useLingui();
  const { errors } = form.formState;
  const location = useWatch({ control: form.control, name: 'location' });
  return (
    <>
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
        <LocationField form={form} />
        <TextInput label={t`Address`} required error={errors.address?.message} {...form.register('address')} />
        <TextInput
          label={permitLabel(i18n, location ?? '')}
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
    </>
  );
}
