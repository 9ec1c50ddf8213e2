import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Autocomplete, Text, type ComboboxItem, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ABU_DHABI_AREAS, areaNameIn, areaNamed, DUBAI_AREAS } from '@/lib/areas';
import type { ListingFormValues } from './listing-schema';

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

/** The listing's area, chosen from the areas of Abu Dhabi and Dubai. */
export function LocationField({ form }: { form: UseFormReturn<ListingFormValues> }) {
  const { t, i18n } = useLingui();
  const { errors } = form.formState;
  return (
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
  );
}
