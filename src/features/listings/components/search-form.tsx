import { Autocomplete, Button, Checkbox, Grid, Group, NativeSelect } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { ABU_DHABI_AREAS } from '@/lib/areas';
import {
  ADDED_OPTIONS,
  BEDROOM_OPTIONS,
  EMPTY_FORM,
  formToSearchParams,
  MAX_PRICE_OPTIONS,
  MIN_PRICE_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  searchParamsToForm,
  validateSearchForm,
  type SearchFormValues,
  type SearchParams,
} from '../filters';

export interface SearchFormProps {
  /** sale on /buy and the home page, rent on /rent; sent as type=. None: both. */
  listingType?: 'sale' | 'rent';
  /** The current search (URL parameters) to pre-fill; its sort is kept on submit. */
  defaultValues?: Partial<SearchParams>;
  /** Called after navigating to the results, e.g. to close the drawer holding the form. */
  onSubmitted?: (params: SearchParams) => void;
}

/** Case-insensitive substring match over the area names (spec.md section 5). */
function filterAreas({ options, search }: { options: unknown[]; search: string }) {
  const needle = search.trim().toLowerCase();
  return (options as { value: string; label: string }[]).filter((o) => o.label.toLowerCase().includes(needle));
}

/** Options, plus the current value when a hand-edited URL carries one the list lacks. */
function withValue(options: (string | { value: string; label: string })[], value: string) {
  const list = options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  return !value || list.some((o) => o.value === value) ? list : [...list, { value, label: value }];
}

const GRID_BREAKPOINTS = { xs: '420px', sm: '560px', md: '760px', lg: '1000px', xl: '1200px' };

const resolver: Resolver<SearchFormValues> = async (values) => {
  const errors = validateSearchForm(values);
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, { type: 'validate', message }])),
  };
};

/**
 * The property search (spec.md section 2): it sends no request itself, it navigates to
 * /search-results with the filters as query parameters (section 7).
 */
export function SearchForm({ listingType, defaultValues, onSubmitted }: SearchFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const initial = useMemo(() => (defaultValues ? searchParamsToForm(defaultValues) : EMPTY_FORM), [defaultValues]);
  const { control, register, handleSubmit, reset, formState } = useForm<SearchFormValues>({
    defaultValues: initial,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // The URL changed under the form (an area link, back/forward): show the new search.
  const initialKey = JSON.stringify(initial);
  useEffect(() => {
    reset(JSON.parse(initialKey) as SearchFormValues);
  }, [initialKey, reset]);

  const values = useWatch({ control });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (form) => {
    const params: SearchParams = { ...formToSearchParams(form, listingType), ...(defaultValues?.sort ? { sort: defaultValues.sort } : {}) };
    await navigate({ to: '/search-results', search: params });
    onSubmitted?.(params);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Property search" role="search">
      {/* Container queries: the same form fits the page, a phone and the filter drawer. */}
      <Grid gap="sm" align="flex-end" type="container" breakpoints={GRID_BREAKPOINTS}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Controller
            control={control}
            name="location"
            render={({ field }) => (
              <Autocomplete
                label="Location"
                placeholder="Area, e.g. Yas Island"
                data={ABU_DHABI_AREAS}
                filter={filterAreas as never}
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
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <NativeSelect label="Property type" data={withValue(PROPERTY_TYPE_OPTIONS, values.property_type ?? '')} {...register('property_type')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <NativeSelect label="Added to site" data={withValue(ADDED_OPTIONS, values.added ?? '')} {...register('added')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NativeSelect label="Min price (AED)" data={withValue(MIN_PRICE_OPTIONS, values.min_price ?? '')} {...register('min_price')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NativeSelect
            label="Max price (AED)"
            data={withValue(MAX_PRICE_OPTIONS, values.max_price ?? '')}
            error={errors.max_price?.message}
            {...register('max_price')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NativeSelect label="Min bedrooms" data={withValue(BEDROOM_OPTIONS, values.min_bedrooms ?? '')} {...register('min_bedrooms')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <NativeSelect
            label="Max bedrooms"
            data={withValue(BEDROOM_OPTIONS, values.max_bedrooms ?? '')}
            error={errors.max_bedrooms?.message}
            {...register('max_bedrooms')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Group justify="space-between" gap="sm">
            <Checkbox id={`${id}-under-offer`} label="Include under offer, sold STC" {...register('include_under_offer')} />
            <Button type="submit" w={{ base: '100%', xs: 'auto' }} loading={formState.isSubmitting}>
              Search
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  );
}
