import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COMPLETION_MESSAGES, COMPLETION_STATUSES, FURNISHING_MESSAGES, FURNISHINGS } from './listing-facts';
import {
  ADDED_DAYS,
  amenitiesText,
  COMMERCIAL,
  compactParams,
  KEYWORDS_MAX_LENGTH,
  MAX_PRICE,
  oneOf,
  OTHER_COMMERCIAL,
  PROPERTY_TYPES,
  searchAmenities,
  type AddedDays,
  type ListingTypeFilter,
  type SearchParams,
  type SearchPropertyType,
} from './search-params';

// The search form: the options it offers, its values as the inputs hold them, and the
// conversions between those values and the search URL's parameters (search-params.ts). Only the
// form (a chunk of its own) and its tests need this.

// --- Form options (the product's own wording, word for word) -----------------------------------

export const ANY = 'Any';
export const NO_MIN = 'No min';
export const NO_MAX = 'No max';
export const ANYTIME = 'Anytime';

export const STUDIO = 'Studio';

/**
 * The options that are words (the form keeps them as values, as URLs and saved forms had them):
 * their text in the interface's language.
 */
export const OPTION_WORDS: Record<string, MessageDescriptor> = {
  [ANY]: msg`Any`,
  [NO_MIN]: msg`No min`,
  [NO_MAX]: msg`No max`,
  [ANYTIME]: msg`Anytime`,
  [STUDIO]: msg`Studio`,
};

/** An option's text: a word option's translation, any other (a number, '5+') as it is. */
export const optionText = (i18n: I18n, value: string): string => (Object.hasOwn(OPTION_WORDS, value) ? i18n._(OPTION_WORDS[value]) : value);

export interface OptionItem {
  value: string;
  label: MessageDescriptor;
}

/** The form's property types: homes first, then the commercial types under their own group. */
export const PROPERTY_TYPE_OPTIONS: (OptionItem | { group: MessageDescriptor; items: OptionItem[] })[] = [
  { value: ANY, label: msg`Any` },
  { group: msg`Residential`, items: [
    { value: 'apartment', label: msg`Apartment` },
    { value: 'villa', label: msg`Villa` },
    { value: 'townhouse', label: msg`Townhouse` },
    { value: 'penthouse', label: msg`Penthouse` },
  ] },
  { group: msg`Commercial`, items: [
    { value: COMMERCIAL, label: msg`Any commercial` },
    { value: 'office', label: msg`Office` },
    { value: 'retail', label: msg`Retail` },
    { value: 'warehouse', label: msg`Warehouse / Industrial` },
    { value: 'land', label: msg`Land` },
    { value: OTHER_COMMERCIAL, label: msg`Other commercial` },
  ] },
];

/**
 * Price brackets. A sale is a total price; a rent is per year, the UAE convention, so a rent
 * search offers its own, much lower brackets. The inputs also take a typed amount.
 */
export const PRICE_BRACKETS: Record<ListingTypeFilter, { min: string[]; max: string[] }> = {
  sale: {
    min: [NO_MIN, '500,000', '1,000,000', '2,000,000', '5,000,000'],
    max: [NO_MAX, '1,000,000', '2,000,000', '5,000,000', '10,000,000+'],
  },
  rent: {
    min: [NO_MIN, '25,000', '50,000', '75,000', '100,000', '150,000', '200,000', '300,000'],
    max: [NO_MAX, '50,000', '75,000', '100,000', '150,000', '200,000', '300,000', '500,000+'],
  },
};
export const MIN_PRICE_OPTIONS = PRICE_BRACKETS.sale.min;
export const MAX_PRICE_OPTIONS = PRICE_BRACKETS.sale.max;

/** The brackets for a search: rent's for a rent search, sale's otherwise. */
export function priceBrackets(listingType: ListingTypeFilter | undefined) {
  return PRICE_BRACKETS[listingType === 'rent' ? 'rent' : 'sale'];
}

/**
 * After the sale/rent choice changes: a bracket of the old list means nothing in the new one and
 * goes back to No min / No max; an amount the user typed is theirs and stays.
 */
export function priceAfterTypeChange(value: string, from: ListingTypeFilter | undefined, bound: 'min' | 'max'): string {
  const empty = bound === 'min' ? NO_MIN : NO_MAX;
  return priceBrackets(from)[bound].includes(value) ? empty : value;
}

export const BEDROOM_OPTIONS = [ANY, STUDIO, '1', '2', '3', '4', '5+'];
export const BATHROOM_OPTIONS = [ANY, '1+', '2+', '3+', '4+', '5+'];
export const FURNISHING_OPTIONS: OptionItem[] = [{ value: ANY, label: msg`Any` }, ...FURNISHINGS.map((value) => ({ value, label: FURNISHING_MESSAGES[value] }))];
export const COMPLETION_OPTIONS: OptionItem[] = [{ value: ANY, label: msg`Any` }, ...COMPLETION_STATUSES.map((value) => ({ value, label: COMPLETION_MESSAGES[value] }))];
/** Sizes in square feet; a URL's other size is added to the list when the form shows it. */
export const SIZE_OPTIONS = {
  min: [NO_MIN, '500', '750', '1,000', '1,500', '2,000', '3,000', '5,000'],
  max: [NO_MAX, '750', '1,000', '1,500', '2,000', '3,000', '5,000', '10,000'],
};
export const ADDED_OPTIONS: OptionItem[] = [
  { value: ANYTIME, label: msg`Anytime` },
  { value: '1', label: msg`Last 24 hours` },
  { value: '3', label: msg`Last 3 days` },
  { value: '7', label: msg`Last 7 days` },
  { value: '14', label: msg`Last 14 days` },
  { value: '30', label: msg`Last 30 days` },
];
/** The periods' English names, which a form value may also be ('Last 7 days'): data, not shown. */
const ADDED_NAMES: Record<string, AddedDays> = { 'last 24 hours': 1, 'last 3 days': 3, 'last 7 days': 7, 'last 14 days': 14, 'last 30 days': 30 };

// --- Form values ------------------------------------------------------------------------------

/** The search form's values as the inputs hold them (option strings, not numbers). */
export interface SearchFormValues {
  /** '' searches both sales and rentals. */
  listing_type: '' | ListingTypeFilter;
  location: string;
  keywords: string;
  property_type: string;
  min_price: string;
  max_price: string;
  min_bedrooms: string;
  max_bedrooms: string;
  added: string;
  include_under_offer: boolean;
  furnishing: string;
  completion: string;
  min_size: string;
  max_size: string;
  min_bathrooms: string;
  amenities: string[];
  has_video: boolean;
}

export const EMPTY_FORM: SearchFormValues = {
  listing_type: '',
  location: '',
  keywords: '',
  property_type: ANY,
  min_price: NO_MIN,
  max_price: NO_MAX,
  min_bedrooms: ANY,
  max_bedrooms: ANY,
  added: ANYTIME,
  include_under_offer: false,
  furnishing: ANY,
  completion: ANY,
  min_size: NO_MIN,
  max_size: NO_MAX,
  min_bathrooms: ANY,
  amenities: [],
  has_video: false,
};

const NO_FILTER = new Set([ANY, NO_MIN, NO_MAX, ANYTIME].map((v) => v.toLowerCase()));

function isNoFilter(value: string | undefined): boolean {
  const v = (value ?? '').trim().toLowerCase();
  return v === '' || NO_FILTER.has(v);
}

/**
 * A typed or chosen number: commas, spaces and 'AED' ignored, 'k' and 'm' understood
 * ('85k' is 85,000; '1.5m' is 1,500,000); NaN when it is not a number.
 */
function amount(value: string): number {
  const text = value.toLowerCase().replace(/aed|[,+\s]/g, '');
  const match = /^(\d+(?:\.\d+)?)([km]?)$/.exec(text);
  if (!match) return Number.NaN;
  const scale = match[2] === 'k' ? 1_000 : match[2] === 'm' ? 1_000_000 : 1;
  return Math.round(Number(match[1]) * scale);
}

/** A minimum: '5+' means at least 5; 'Studio' is 0 bedrooms; commas removed. */
function minValue(value: string | undefined): number | undefined {
  if (isNoFilter(value)) return undefined;
  if (value!.trim().toLowerCase() === STUDIO.toLowerCase()) return 0;
  const n = amount(value!);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** A maximum: one containing '+' ('10,000,000+', '5+') has no upper bound. */
function maxValue(value: string | undefined): number | undefined {
  if (isNoFilter(value) || value!.includes('+')) return undefined;
  if (value!.trim().toLowerCase() === STUDIO.toLowerCase()) return 0;
  const n = amount(value!);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function addedValue(value: string | undefined): AddedDays | undefined {
  if (isNoFilter(value)) return undefined;
  const byName = Object.hasOwn(ADDED_NAMES, value!.trim().toLowerCase()) ? ADDED_NAMES[value!.trim().toLowerCase()] : undefined;
  const n = byName ?? Number(value);
  return (ADDED_DAYS as readonly number[]).includes(n) ? (n as AddedDays) : undefined;
}

function propertyTypeValue(value: string | undefined): SearchPropertyType | undefined {
  if (isNoFilter(value)) return undefined;
  const v = value!.trim().toLowerCase();
  return (PROPERTY_TYPES as readonly string[]).includes(v) ? (v as SearchPropertyType) : undefined;
}

/**
 * The URL parameters for the form's values: thousands commas removed; Any, No min, No max and
 * Anytime omitted; a max containing '+' omitted (no upper bound); Studio is 0 bedrooms;
 * include_under_offer=true only when ticked.
 */
export function formToSearchParams(form: Partial<SearchFormValues>): SearchParams {
  const location = form.location?.trim();
  const keywords = form.keywords?.trim().replace(/\s+/g, ' ');
  return compactParams<SearchParams>({
    location: location ? location.slice(0, 100) : undefined,
    keywords: keywords ? keywords.slice(0, KEYWORDS_MAX_LENGTH) : undefined,
    property_type: propertyTypeValue(form.property_type),
    min_price: minValue(form.min_price),
    max_price: maxValue(form.max_price),
    min_bedrooms: minValue(form.min_bedrooms),
    max_bedrooms: maxValue(form.max_bedrooms),
    added: addedValue(form.added),
    include_under_offer: form.include_under_offer === true ? true : undefined,
    type: form.listing_type === 'sale' || form.listing_type === 'rent' ? form.listing_type : undefined,
    furnishing: oneOf(form.furnishing, FURNISHINGS),
    completion: oneOf(form.completion, COMPLETION_STATUSES),
    min_size: positive(minValue(form.min_size)),
    max_size: positive(maxValue(form.max_size)),
    min_bathrooms: positive(minValue(form.min_bathrooms)),
    amenities: amenitiesText(form.amenities ?? []),
    has_video: form.has_video === true ? true : undefined,
  });
}

/** Sizes and bathrooms start at 1: a minimum of 0 is no filter. */
const positive = (n: number | undefined) => (n === undefined || n < 1 ? undefined : n);

// Made on first use: a page's first Intl formatter loads the locale's data, which is a long task at start-up.
let thousandsFormat: Intl.NumberFormat | undefined;
const thousands = () => (thousandsFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

/** The form's values for URL parameters: pre-fills the form on /search-results, /buy and /rent. */
export function searchParamsToForm(params: Partial<SearchParams>): SearchFormValues {
  const bedroomsText = (n: number | undefined, isMin: boolean) => {
    if (n === undefined) return ANY;
    if (n === 0) return STUDIO;
    if (isMin && n >= 5) return '5+';
    return String(n);
  };
  return {
    listing_type: params.type ?? '',
    location: params.location ?? '',
    keywords: params.keywords ?? '',
    property_type: params.property_type ?? ANY,
    min_price: params.min_price === undefined ? NO_MIN : thousands().format(params.min_price),
    max_price: params.max_price === undefined ? NO_MAX : thousands().format(params.max_price),
    min_bedrooms: bedroomsText(params.min_bedrooms, true),
    max_bedrooms: bedroomsText(params.max_bedrooms, false),
    added: params.added === undefined ? ANYTIME : String(params.added),
    include_under_offer: params.include_under_offer === true,
    furnishing: params.furnishing ?? ANY,
    completion: params.completion ?? ANY,
    min_size: params.min_size === undefined ? NO_MIN : thousands().format(params.min_size),
    max_size: params.max_size === undefined ? NO_MAX : thousands().format(params.max_size),
    min_bathrooms: params.min_bathrooms === undefined ? ANY : `${params.min_bathrooms}+`,
    amenities: searchAmenities(params),
    has_video: params.has_video === true,
  };
}

/** Form validation: the ranges must make sense. Nothing else can be wrong with option values. */
export function validateSearchForm(i18n: I18n, form: SearchFormValues): Partial<Record<keyof SearchFormValues, string>> {
  const errors: Partial<Record<keyof SearchFormValues, string>> = {};
  // Prices can be typed: say so when one is not an amount rather than dropping it silently.
  for (const name of ['min_price', 'max_price'] as const) {
    const value = form[name];
    if (!isNoFilter(value) && !(value.includes('+') && name === 'max_price') && !(amount(value) <= MAX_PRICE)) {
      errors[name] = i18n._(msg`Enter an amount in AED, for example 85,000`);
    }
  }
  const minPrice = minValue(form.min_price);
  const maxPrice = maxValue(form.max_price);
  if (!errors.min_price && !errors.max_price && minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    errors.max_price = i18n._(msg`Maximum price must be at least the minimum price`);
  }
  const minBeds = minValue(form.min_bedrooms);
  const maxBeds = maxValue(form.max_bedrooms);
  if (minBeds !== undefined && maxBeds !== undefined && minBeds > maxBeds) {
    errors.max_bedrooms = i18n._(msg`Maximum bedrooms must be at least the minimum bedrooms`);
  }
  const minSize = minValue(form.min_size);
  const maxSize = maxValue(form.max_size);
  if (minSize !== undefined && maxSize !== undefined && minSize > maxSize) {
    errors.max_size = i18n._(msg`Maximum size must be at least the minimum size`);
  }
  return errors;
}

/**
 * The search a submitted form makes, from the search it was opened on: that search's order stays,
 * the map view stays the map view, and its box stays while the search is of the same area.
 */
export function searchFromForm(fromForm: SearchParams, current: Partial<SearchParams> | undefined): SearchParams {
  return {
    ...fromForm,
    ...(current?.sort ? { sort: current.sort } : {}),
    ...(current?.view ? { view: current.view } : {}),
    ...(current?.bbox && fromForm.location === current.location ? { bbox: current.bbox } : {}),
  };
}
