import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Combobox.css';
import '@/components/checkbox-styles';
import '@mantine/core/styles/Grid.css';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Autocomplete, Button, Checkbox, Grid, Group, NativeSelect, Stack, Text, TextInput, type OptionsFilter } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { SegmentedChoice } from '@/components/segmented-choice';
import { areaSuggestions } from '@/lib/areas';
import { searchListingsQueryOptions } from '../api/search-listings';
import { ADDED_OPTIONS, BATHROOM_OPTIONS, BEDROOM_OPTIONS, COMPLETION_OPTIONS, EMPTY_FORM, FURNISHING_OPTIONS, SIZE_OPTIONS, formToSearchParams, searchFromForm, optionText, priceAfterTypeChange, priceBrackets, PROPERTY_TYPE_OPTIONS, searchParamsToForm, validateSearchForm, type OptionItem, type SearchFormValues } from '../search-form-values';
import { toFilters, KEYWORDS_MAX_LENGTH, type ListingTypeFilter, type SearchParams } from '../search-params';
import { AMENITIES, AMENITY_MESSAGES } from '../listing-facts';
import { resultCountLabel } from '../result-count';

export interface SearchFormProps {
  /** The sale/rent choice to start with when the search has none: sale on /buy and home, rent on /rent. */
  listingType?: ListingTypeFilter;
  /** The current search (URL parameters) to pre-fill; its sort is kept on submit. */
  defaultValues?: Partial<SearchParams>;
  /** Called after navigating to the results, e.g. to close the drawer holding the form. */
  onSubmitted?: (params: SearchParams) => void;
  /** Counts the matches while the filters change, before they are applied (the phone's filter drawer). */
  previewCount?: boolean;
}

const LISTING_TYPE_CHOICES = [
  { value: 'sale', label: msg`For sale` },
  { value: 'rent', label: msg`To rent` },
  { value: '', label: msg`Both` },
] as const;

/** Case-insensitive substring match over the area names. */

const filterAreas: OptionsFilter = ({ options, search }) => {
  const needle = search.trim().toLowerCase();
  return options.filter((o) => 'label' in o && o.label.toLowerCase().includes(needle));
};

/** Price suggestions stay all visible whatever is typed: the list is short and a typed amount is allowed. */
const allOptions: OptionsFilter = ({ options }) => options;

type Option = { value: string; label: string };
type Choice = string | OptionItem | { group: MessageDescriptor; items: OptionItem[] };

/** A list of options with their labels in the page's language (the values stay as they are). */
function localized(i18n: I18n, options: readonly Choice[]): (Option | { group: string; items: Option[] })[] {
  const item = (o: OptionItem) => ({ value: o.value, label: i18n._(o.label) });
  return options.map((o) => (typeof o === 'string' ? { value: o, label: optionText(i18n, o) } : 'group' in o ? { group: i18n._(o.group), items: o.items.map(item) } : item(o)));
}

/** Options, plus the current value when a hand-edited URL carries one the list lacks. */
function withValue(i18n: I18n, options: readonly Choice[], value: string) {
  const list = localized(i18n, options);
  const values = list.flatMap((o) => ('group' in o ? o.items.map((i) => i.value) : [o.value]));
  return !value || values.includes(value) ? list : [...list, { value, label: value }];
}

const GRID_BREAKPOINTS = { xs: '420px', sm: '560px', md: '760px', lg: '1000px', xl: '1200px' };

/** The form's check, its messages in the page's language. */
const resolverFor = (i18n: I18n): Resolver<SearchFormValues> => async (values) => {
  const errors = validateSearchForm(i18n, values);
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, { type: 'validate', message }])),
  };
};

/**
 * The property search: it sends no request itself, it navigates to
 * /search-results with the filters as query parameters (section 7).
 */
export function SearchForm({ listingType, defaultValues, onSubmitted, previewCount = false }: SearchFormProps) {
  const navigate = useNavigate();
  const { i18n, t } = useLingui();
  const resolver = useMemo(() => resolverFor(i18n), [i18n]);
  const id = useId();
  const initial = useMemo(() => {
    const form = defaultValues ? searchParamsToForm(defaultValues) : EMPTY_FORM;
    return defaultValues?.type || !listingType ? form : { ...form, listing_type: listingType };
  }, [defaultValues, listingType]);
  const { control, register, handleSubmit, reset, formState, getValues, setValue } = useForm<SearchFormValues>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // The URL changed under the form (an area link, back/forward): show the new search. Not on
  // mount: the form starts with these values, and its effects may run only after the first paint,
  // when what was typed since would be wiped.
  const initialKey = JSON.stringify(initial);
  const shownKey = useRef(initialKey);
  useEffect(() => {
    if (shownKey.current === initialKey) return;
    shownKey.current = initialKey;
    reset(JSON.parse(initialKey) as SearchFormValues);
  }, [initialKey, reset]);

  const values = useWatch({ control });
  const errors = formState.errors;
  // The listing facts open by themselves when the search already uses one.
  const usesFacts = FACT_FIELDS.some((name) => JSON.stringify(initial[name]) !== JSON.stringify(EMPTY_FORM[name]));
  const [moreOpen, setMoreOpen] = useState(usesFacts);
  const brackets = priceBrackets(values.listing_type || undefined);

  // Sale and rent have different brackets: a bracket of the old list is cleared, a typed amount kept.
  const changeListingType = (next: string) => {
    const previous = getValues('listing_type') || undefined;
    setValue('listing_type', next as SearchFormValues['listing_type']);
    setValue('min_price', priceAfterTypeChange(getValues('min_price'), previous, 'min'));
    setValue('max_price', priceAfterTypeChange(getValues('max_price'), previous, 'max'));
  };

  const onSubmit = handleSubmit(async (form) => {
    const params = searchFromForm(formToSearchParams(form), defaultValues);
    await navigate({ to: '/search-results', search: params });
    onSubmitted?.(params);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Property search`} role="search">
      {/* Container queries: the same form fits the page, a phone and the filter drawer. */}
      <Grid gap="sm" align="flex-end" type="container" breakpoints={GRID_BREAKPOINTS}>
        <Grid.Col span={12}>
          <Controller
            control={control}
            name="listing_type"
            render={({ field }) => (
              <Stack gap={4}>
                <Text component="span" size="sm" fw={500} id={`${id}-listing-type`}>
                  <Trans>Looking to</Trans>
                </Text>
                <SegmentedChoice aria-labelledby={`${id}-listing-type`} data={LISTING_TYPE_CHOICES.map((choice) => ({ value: choice.value, label: i18n._(choice.label) }))} value={field.value} onChange={changeListingType} />
              </Stack>
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Controller
            control={control}
            name="location"
            render={({ field }) => (
              <Autocomplete
                label={t`Location`}
                placeholder={t`Area, e.g. Yas Island`}
                data={areaSuggestions(i18n.locale)}
                filter={filterAreas}
                maxDropdownHeight={240}
                openOnFocus={false}
                autoComplete="off"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TextInput
            label={t`Keywords`}
            placeholder={t`e.g. sea view, private pool, maid's room`}
            maxLength={KEYWORDS_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            {...register('keywords')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <NativeSelect label={t`Property type`} data={withValue(i18n, PROPERTY_TYPE_OPTIONS, values.property_type ?? '')} {...register('property_type')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <NativeSelect label={t`Added to site`} data={withValue(i18n, ADDED_OPTIONS, values.added ?? '')} {...register('added')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <PriceInput control={control} name="min_price" label={values.listing_type === 'rent' ? t`Min rent (AED a year)` : t`Min price (AED)`} options={brackets.min} error={errors.min_price?.message} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <PriceInput control={control} name="max_price" label={values.listing_type === 'rent' ? t`Max rent (AED a year)` : t`Max price (AED)`} options={brackets.max} error={errors.max_price?.message} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NativeSelect label={t`Min bedrooms`} data={withValue(i18n, BEDROOM_OPTIONS, values.min_bedrooms ?? '')} {...register('min_bedrooms')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NativeSelect
            label={t`Max bedrooms`}
            data={withValue(i18n, BEDROOM_OPTIONS, values.max_bedrooms ?? '')}
            error={errors.max_bedrooms?.message}
            {...register('max_bedrooms')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Button
            variant="subtle"
            px={0}
            aria-expanded={moreOpen}
            aria-controls={`${id}-more`}
            onClick={() => setMoreOpen((open) => !open)}
          >
            {moreOpen ? <Trans>Fewer filters</Trans> : <Trans>More filters</Trans>}
          </Button>
        </Grid.Col>
        {moreOpen && (
          <Grid.Col span={12} id={`${id}-more`}>
            <Grid gap="sm" align="flex-end" type="container" breakpoints={GRID_BREAKPOINTS}>
              <Grid.Col span={{ base: 6, md: 3 }}>
                <NativeSelect label={t`Furnishing`} data={localized(i18n, FURNISHING_OPTIONS)} {...register('furnishing')} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 3 }}>
                <NativeSelect label={t`Completion`} data={localized(i18n, COMPLETION_OPTIONS)} {...register('completion')} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 3 }}>
                <NativeSelect label={t`Min size (sq ft)`} data={withValue(i18n, SIZE_OPTIONS.min, values.min_size ?? '')} {...register('min_size')} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 3 }}>
                <NativeSelect
                  label={t`Max size (sq ft)`}
                  data={withValue(i18n, SIZE_OPTIONS.max, values.max_size ?? '')}
                  error={errors.max_size?.message}
                  {...register('max_size')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 3 }}>
                <NativeSelect label={t`Min bathrooms`} data={withValue(i18n, BATHROOM_OPTIONS, values.min_bathrooms ?? '')} {...register('min_bathrooms')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 9 }}>
                <Checkbox id={`${id}-video`} label={t`With video tour`} {...register('has_video')} />
              </Grid.Col>
              <Grid.Col span={12}>
                {/* A fieldset names the group for screen readers; each box is a plain checkbox, so Tab and Space work. */}
                <fieldset style={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }}>
                  <Text component="legend" size="sm" fw={500} mb={4}>
                    <Trans>Amenities (all of)</Trans>
                  </Text>
                  <Grid gap={6} type="container" breakpoints={GRID_BREAKPOINTS}>
                    {AMENITIES.map((key) => (
                      <Grid.Col key={key} span={{ base: 6, md: 4, lg: 3 }}>
                        <Checkbox id={`${id}-amenity-${key}`} value={key} label={i18n._(AMENITY_MESSAGES[key])} {...register('amenities')} />
                      </Grid.Col>
                    ))}
                  </Grid>
                </fieldset>
              </Grid.Col>
            </Grid>
          </Grid.Col>
        )}
        {previewCount && <MatchCount values={values} sort={defaultValues?.sort} />}
        <Grid.Col span={12}>
          <Group justify="space-between" gap="sm">
            <Checkbox id={`${id}-under-offer`} label={t`Include under offer, sold STC and let agreed`} {...register('include_under_offer')} />
            <Button type="submit" w={{ base: '100%', xs: 'auto' }} loading={formState.isSubmitting}>
              <Trans>Search</Trans>
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  );
}

const FACT_FIELDS = ['furnishing', 'completion', 'min_size', 'max_size', 'min_bathrooms', 'amenities', 'has_video'] as const;

/**
 * How many listings the filters as they stand would find, before they are applied: the results
 * page's own first-page read (same builder, same cache entry, so applying shows it at once),
 * asked for once the filters have been still for a moment.
 */
function MatchCount({ values, sort }: { values: Partial<SearchFormValues>; sort?: SearchParams['sort'] }) {
  const { i18n } = useLingui();
  const key = JSON.stringify(values);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), 400);
    return () => clearTimeout(timer);
  }, [key]);
  const form = JSON.parse(settled) as SearchFormValues;
  const valid = Object.keys(validateSearchForm(i18n, { ...EMPTY_FORM, ...form })).length === 0;
  const filters = toFilters({ ...formToSearchParams(form), ...(sort ? { sort } : {}) });
  // A preview that fails (offline) just shows no count: no toast, no retries.
  const count = useQuery({ ...searchListingsQueryOptions(filters), enabled: valid, meta: {}, retry: false });
  const text = !valid || count.data === undefined ? '' : resultCountLabel(i18n, count.data.count);
  return (
    <Grid.Col span={12}>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="filter-match-count" mih="1.5em">
        {text}
      </Text>
    </Grid.Col>
  );
}

interface PriceInputProps {
  control: ReturnType<typeof useForm<SearchFormValues>>['control'];
  name: 'min_price' | 'max_price';
  label: string;
  options: string[];
  error?: string;
}

/**
 * A price: a bracket from the list or any amount typed ('85,000', '85k'). 'No min' and 'No max'
 * show in the page's language; the form keeps them as their values.
 */
function PriceInput({ control, name, label, options, error }: PriceInputProps) {
  const { i18n } = useLingui();
  const fromText = (text: string) => options.find((option) => optionText(i18n, option) === text) ?? text;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Autocomplete
          label={label}
          data={options.map((option) => optionText(i18n, option))}
          filter={allOptions}
          openOnFocus
          autoComplete="off"
          inputMode="numeric"
          error={error}
          value={optionText(i18n, field.value)}
          onChange={(text) => field.onChange(fromText(text))}
          // Focusing a placeholder choice ('No min') selects it, so typing replaces it.
          onFocus={(event) => event.currentTarget.select()}
          onBlur={(event) => {
            if (event.currentTarget.value.trim() === '') field.onChange(options[0]);
            field.onBlur();
          }}
          ref={field.ref}
          name={field.name}
        />
      )}
    />
  );
}
