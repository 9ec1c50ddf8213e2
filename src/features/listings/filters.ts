import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { localAreaDisplayName } from '@/lib/areas';
import { ownText } from '@/lib/format';
import {
  AMENITIES,
  AMENITY_MESSAGES,
  COMPLETION_MESSAGES,
  COMPLETION_STATUSES,
  FURNISHING_MESSAGES,
  FURNISHINGS,
  isAmenity,
  UAE_BOUNDS,
  type Amenity,
  type CompletionStatus,
  type Furnishing,
} from './listing-facts';

// Search filters: the URL parameters of /search-results, /buy and /rent (every one applied at the
// server), the options the search form offers, and the pure conversions between the form's
// values and the URL.

export const RESIDENTIAL_TYPES = ['apartment', 'villa', 'townhouse', 'penthouse'] as const;
/** Commercial property types ('warehouse' covers warehouses and industrial units). */
export const COMMERCIAL_TYPES = ['office', 'retail', 'warehouse', 'land'] as const;
/** 'commercial' searches every commercial type at once (the commercial page's "Any sector"). */
export const COMMERCIAL = 'commercial';
/**
 * 'other_commercial' searches listings of a type none of the above names (the commercial page's
 * "Other" sector): a type the database allows that the search does not list yet. Today the
 * database allows no such type, so it finds nothing rather than repeating another sector.
 */
export const OTHER_COMMERCIAL = 'other_commercial';
/** Every type the search names one by one: a listing of any other type is OTHER_COMMERCIAL. */
export const NAMED_TYPES = [...RESIDENTIAL_TYPES, ...COMMERCIAL_TYPES] as const;
export const PROPERTY_TYPES = [...NAMED_TYPES, COMMERCIAL, OTHER_COMMERCIAL] as const;
export type SearchPropertyType = (typeof PROPERTY_TYPES)[number];
export type ListingTypeFilter = 'sale' | 'rent';
export const ADDED_DAYS = [1, 3, 7, 14, 30] as const;
export type AddedDays = (typeof ADDED_DAYS)[number];
export const SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SORTS)[number];

/** Upper bound for page=: 50 pages of 24 is 1,200 cards, more than anyone scrolls. */
export const MAX_PAGE = 50;

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
/** The largest size a listing can have in square feet (the database's limit too). */
export const MAX_SIZE = 1_000_000;
export const KEYWORDS_MAX_LENGTH = 100;
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
/** The period in a search's summary. */
const ADDED_PHRASES: Record<AddedDays, MessageDescriptor> = {
  1: msg`Added in the last 24 hours`,
  3: msg`Added in the last 3 days`,
  7: msg`Added in the last 7 days`,
  14: msg`Added in the last 14 days`,
  30: msg`Added in the last 30 days`,
};
export const SORT_OPTIONS: { value: SearchSort; label: MessageDescriptor }[] = [
  { value: 'newest', label: msg`Newest listed` },
  { value: 'price_asc', label: msg`Price: low to high` },
  { value: 'price_desc', label: msg`Price: high to low` },
];
/** The order in a search's summary. */
const SORT_PHRASES: Record<SearchSort, MessageDescriptor> = {
  newest: msg`Sorted by newest listed`,
  price_asc: msg`Sorted by price: low to high`,
  price_desc: msg`Sorted by price: high to low`,
};

// --- URL schema -------------------------------------------------------------------------------

/** '1,000,000' -> 1000000; numbers pass through; anything else (arrays, objects, booleans) is not a number. */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.replace(/,/g, '').trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** A whole number within [min, max], else undefined. */
function integer(value: unknown, min: number, max: number): number | undefined {
  const n = toNumber(value);
  return n !== undefined && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** Trimmed text of 1 to max characters (the router turns digits-only values into numbers), else undefined. */
function text(value: unknown, max: number): string | undefined {
  const raw = typeof value === 'number' ? String(value) : value;
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed.length >= 1 && trimmed.length <= max ? trimmed : undefined;
}

/** One of the allowed values exactly, else undefined. */
function oneOf<T extends string | number>(value: unknown, allowed: readonly T[]): T | undefined {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/** The highest price a listing can have (the database's limit too). */
export const MAX_PRICE = 10_000_000_000;

/** A bounding box on the map: longitudes west and east, latitudes south and north. */
export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * bbox=west,south,east,north: four numbers inside the UAE's bounds, west of east and south of
 * north; anything else is no box at all (a box outside the UAE could only ever find nothing).
 */
export function parseBbox(value: unknown): Bbox | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== 4 || !parts.every(Number.isFinite)) return undefined;
  const [west, south, east, north] = parts;
  const inside = (n: number, min: number, max: number) => n >= min && n <= max;
  const lngOk = inside(west, UAE_BOUNDS.west, UAE_BOUNDS.east) && inside(east, UAE_BOUNDS.west, UAE_BOUNDS.east);
  const latOk = inside(south, UAE_BOUNDS.south, UAE_BOUNDS.north) && inside(north, UAE_BOUNDS.south, UAE_BOUNDS.north);
  return lngOk && latOk && west < east && south < north ? { west, south, east, north } : undefined;
}

/** A box as its URL text, to 6 decimals (about 10 cm), so the same box is the same query key. */
export function bboxText(box: Bbox): string {
  return [box.west, box.south, box.east, box.north].map((n) => String(Math.round(n * 1e6) / 1e6)).join(',');
}

/**
 * amenities=pool,gym: the known keys in the list's own order, each once, so the same choice is
 * the same URL and query key; unknown keys dropped; undefined when none is left.
 */
function amenitiesText(value: unknown): string | undefined {
  const raw = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  const keys = new Set(raw.split(',').map((key) => key.trim().toLowerCase()));
  const known = AMENITIES.filter((key) => keys.has(key));
  return known.length ? known.join(',') : undefined;
}

/** The amenities of a search as keys (its amenities= text split). */
export function searchAmenities(params: Pick<SearchParams, 'amenities'>): Amenity[] {
  return (params.amenities ?? '').split(',').filter(isAmenity);
}

/** The search URL's parameters, every one optional. */
export interface SearchParams {
  location?: string;
  property_type?: SearchPropertyType;
  keywords?: string;
  min_price?: number;
  max_price?: number;
  min_bedrooms?: number;
  max_bedrooms?: number;
  added?: AddedDays;
  include_under_offer?: true;
  type?: ListingTypeFilter;
  furnishing?: Furnishing;
  completion?: CompletionStatus;
  /** Square feet. */
  min_size?: number;
  max_size?: number;
  min_bathrooms?: number;
  /** Comma-separated amenity keys, all of which a listing must have (see searchAmenities). */
  amenities?: string;
  has_video?: true;
  /** 'west,south,east,north' (see parseBbox). */
  bbox?: string;
  /** The map view of the same search: how the results are shown, not which. */
  view?: 'map';
  sort?: SearchSort;
  page?: number;
}

/**
 * The search URL read from the router's parsed query (strings, numbers, booleans, arrays or
 * objects). Every field is optional and a junk value (min_price=abc, property_type=castle,
 * added=99) is dropped rather than failing, so a hand-edited URL still shows a sane page; unknown
 * keys are dropped too. Hand-written rather than a schema library, as it runs on every listing
 * page before anything else.
 */
export function parseSearchParams(input: unknown): SearchParams {
  const raw = (input !== null && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const addedDays = toNumber(raw.added);
  const box = parseBbox(raw.bbox);
  const minSize = integer(raw.min_size, 1, MAX_SIZE);
  let maxSize = integer(raw.max_size, 1, MAX_SIZE);
  // An inverted size range drops its maximum: the minimum alone still finds something, and the
  // form says what was wrong before it ever writes such a URL.
  if (minSize !== undefined && maxSize !== undefined && maxSize < minSize) maxSize = undefined;
  return compactParams<SearchParams>({
    location: text(raw.location, 100),
    property_type: oneOf(raw.property_type, PROPERTY_TYPES),
    keywords: text(raw.keywords, KEYWORDS_MAX_LENGTH),
    min_price: integer(raw.min_price, 0, MAX_PRICE),
    max_price: integer(raw.max_price, 0, MAX_PRICE),
    min_bedrooms: integer(raw.min_bedrooms, 0, 50),
    max_bedrooms: integer(raw.max_bedrooms, 0, 50),
    added: oneOf(addedDays, ADDED_DAYS),
    include_under_offer: raw.include_under_offer === true || raw.include_under_offer === 'true' ? true : undefined,
    type: oneOf(raw.type, ['sale', 'rent'] as const),
    furnishing: oneOf(raw.furnishing, FURNISHINGS),
    completion: oneOf(raw.completion, COMPLETION_STATUSES),
    min_size: minSize,
    max_size: maxSize,
    min_bathrooms: integer(raw.min_bathrooms, 1, 50),
    amenities: amenitiesText(raw.amenities),
    has_video: raw.has_video === true || raw.has_video === 'true' ? true : undefined,
    bbox: box ? bboxText(box) : undefined,
    view: oneOf(raw.view, ['map'] as const),
    sort: oneOf(raw.sort, SORTS),
    page: integer(raw.page, 1, MAX_PAGE),
  });
}

/** The router's validateSearch for /search-results, /buy and /rent (and a schema-like `parse` for callers). */
export const searchParamsSchema = { parse: parseSearchParams };

/** What the server filters on: the URL without the page count and the view (list or map show the same search). */
export type SearchFilters = Omit<SearchParams, 'page' | 'view'>;

/** Drops undefined keys, so URLs and query keys carry only the filters in use. */
export function compactParams<T extends object>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

/** The filters part of the URL (no page), compacted: the query key of a search. */
export function toFilters(params: SearchParams): SearchFilters {
  const { page: _page, view: _view, ...filters } = params;
  return compactParams(filters);
}

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

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

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
    min_price: params.min_price === undefined ? NO_MIN : thousands.format(params.min_price),
    max_price: params.max_price === undefined ? NO_MAX : thousands.format(params.max_price),
    min_bedrooms: bedroomsText(params.min_bedrooms, true),
    max_bedrooms: bedroomsText(params.max_bedrooms, false),
    added: params.added === undefined ? ANYTIME : String(params.added),
    include_under_offer: params.include_under_offer === true,
    furnishing: params.furnishing ?? ANY,
    completion: params.completion ?? ANY,
    min_size: params.min_size === undefined ? NO_MIN : thousands.format(params.min_size),
    max_size: params.max_size === undefined ? NO_MAX : thousands.format(params.max_size),
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

// --- Saved searches ---------------------------------------------------------------------------

/**
 * The search as a plain query string, e.g. 'location=Yas+Island&type=sale' (no page), its keys in
 * alphabetical order: the same search always gives the same text, which the database keeps once
 * per user.
 */
export function searchQueryString(params: SearchParams): string {
  const query = new URLSearchParams();
  const entries = Object.entries(toFilters(params)).sort(([a], [b]) => a.localeCompare(b));
  for (const [key, value] of entries) query.set(key, String(value));
  return query.toString();
}

/** A saved query string back as search parameters (junk dropped, as for any URL). */
export function parseSearchQuery(query: string): SearchParams {
  return searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)));
}

interface RangeWords {
  /** Both ends, different. */
  between(min: string, max: string): string;
  /** Both ends, the same. */
  exactly(value: string): string;
  atLeast(min: string): string;
  upTo(max: string): string;
}

const range = (min: string | undefined, max: string | undefined, words: RangeWords) => {
  if (min && max) return min === max ? words.exactly(min) : words.between(min, max);
  if (min) return words.atLeast(min);
  return max ? words.upTo(max) : null;
};

/** Prices in words, a rent's per year: 'AED 100,000 to 250,000 a year', 'Up to AED 2,000,000'. */
function priceWords(i18n: I18n, perYear: boolean): RangeWords {
  return perYear
    ? {
        between: (min, max) => i18n._(msg`AED ${min} to ${max} a year`),
        exactly: (amount) => i18n._(msg`AED ${amount} a year`),
        atLeast: (min) => i18n._(msg`At least AED ${min} a year`),
        upTo: (max) => i18n._(msg`Up to AED ${max} a year`),
      }
    : {
        between: (min, max) => i18n._(msg`AED ${min} to ${max}`),
        exactly: (amount) => i18n._(msg`AED ${amount}`),
        atLeast: (min) => i18n._(msg`At least AED ${min}`),
        upTo: (max) => i18n._(msg`Up to AED ${max}`),
      };
}

/** Bedrooms in words, 0 being a studio: 'Studios', 'Studio to 2 bedrooms', 'At least 3 bedrooms'. */
function bedroomsRange(i18n: I18n, min: number | undefined, max: number | undefined): string | null {
  if (max === 0) return i18n._(msg`Studios`);
  if (min === 0) {
    if (max === undefined) return null;
    const to = String(max);
    return i18n._(msg`${plural(max, { one: `Studio to ${to} bedroom`, other: `Studio to ${to} bedrooms` })}`);
  }
  const words: RangeWords = {
    between: (from, to) => i18n._(msg`${plural(Number(to), { one: `${from} to ${to} bedroom`, other: `${from} to ${to} bedrooms` })}`),
    exactly: (count) => i18n._(msg`${plural(Number(count), { one: `${count} bedroom`, other: `${count} bedrooms` })}`),
    atLeast: (least) => i18n._(msg`${plural(Number(least), { one: `At least ${least} bedroom`, other: `At least ${least} bedrooms` })}`),
    upTo: (most) => i18n._(msg`${plural(Number(most), { one: `Up to ${most} bedroom`, other: `Up to ${most} bedrooms` })}`),
  };
  return range(min === undefined ? undefined : String(min), max === undefined ? undefined : String(max), words);
}

/** The filters of a search in words, one phrase each: 'For sale', 'Villas', 'In Yas Island', ... */
export function describeSearch(i18n: I18n, params: SearchParams): string[] {
  const money = (n: number | undefined) => (n === undefined ? undefined : thousands.format(n));
  const area = params.location ? ownText(i18n, localAreaDisplayName(params.location, i18n.locale)) : '';
  const keywords = params.keywords ?? '';
  const words = [
    params.type === 'rent' ? i18n._(msg`To rent`) : params.type === 'sale' ? i18n._(msg`For sale`) : i18n._(msg`For sale or to rent`),
    params.property_type ? i18n._(TYPE_PLURALS[params.property_type]) : i18n._(msg`Any property type`),
    params.location ? i18n._(msg`In ${area}`) : i18n._(msg`Any location`),
    params.keywords ? i18n._(msg`Matching "${keywords}"`) : null,
    range(money(params.min_price), money(params.max_price), priceWords(i18n, params.type === 'rent')),
    bedroomsRange(i18n, params.min_bedrooms, params.max_bedrooms),
    params.added ? i18n._(ADDED_PHRASES[params.added]) : null,
    params.include_under_offer ? i18n._(msg`Including under offer, sold STC and let agreed`) : null,
    ...describeFacts(i18n, params),
    params.sort ? i18n._(SORT_PHRASES[params.sort]) : null,
  ];
  return words.filter((word): word is string => word !== null);
}

/**
 * The listing-fact filters in words: 'Furnished', 'Off-plan', '1,000–2,000 sq ft',
 * '2+ bathrooms', 'Pool', "Maid's room", 'With video tour', 'Within the map area'.
 */
export function describeFacts(i18n: I18n, params: SearchParams): string[] {
  const sqft = (n: number | undefined) => (n === undefined ? undefined : thousands.format(n));
  const size = range(sqft(params.min_size), sqft(params.max_size), {
    between: (min, max) => i18n._(msg`${min}–${max} sq ft`),
    exactly: (value) => i18n._(msg`${value} sq ft`),
    atLeast: (min) => i18n._(msg`At least ${min} sq ft`),
    upTo: (max) => i18n._(msg`Up to ${max} sq ft`),
  });
  const bathrooms = String(params.min_bathrooms ?? '');
  const words = [
    params.furnishing ? i18n._(FURNISHING_MESSAGES[params.furnishing]) : null,
    params.completion ? i18n._(COMPLETION_MESSAGES[params.completion]) : null,
    size,
    params.min_bathrooms ? i18n._(msg`${plural(params.min_bathrooms, { one: `${bathrooms}+ bathroom`, other: `${bathrooms}+ bathrooms` })}`) : null,
    ...searchAmenities(params).map((key) => i18n._(AMENITY_MESSAGES[key])),
    params.has_video ? i18n._(msg`With video tour`) : null,
    params.bbox ? i18n._(msg`Within the map area`) : null,
  ];
  return words.filter((word): word is string => word !== null);
}

const TYPE_PLURALS: Record<SearchPropertyType, MessageDescriptor> = {
  apartment: msg`Apartments`,
  villa: msg`Villas`,
  townhouse: msg`Townhouses`,
  penthouse: msg`Penthouses`,
  office: msg`Offices`,
  retail: msg`Retail units`,
  warehouse: msg`Warehouses and industrial units`,
  land: msg`Land plots`,
  commercial: msg`Commercial properties`,
  other_commercial: msg`Other commercial properties`,
};

/** The studios of a type, for a heading ('Studio apartments to rent'). */
const STUDIO_PLURALS: Record<SearchPropertyType, MessageDescriptor> = {
  apartment: msg`Studio apartments`,
  villa: msg`Studio villas`,
  townhouse: msg`Studio townhouses`,
  penthouse: msg`Studio penthouses`,
  office: msg`Studio offices`,
  retail: msg`Studio retail units`,
  warehouse: msg`Studio warehouses and industrial units`,
  land: msg`Studio land plots`,
  commercial: msg`Studio commercial properties`,
  other_commercial: msg`Studio other commercial properties`,
};

/** The pieces a search's name and heading are made of, in the order they are read. */
const forSale = (i18n: I18n) => i18n._(msg({ message: 'for sale', comment: 'After a kind of property: "Villas for sale"' }));
const toRent = (i18n: I18n) => i18n._(msg({ message: 'to rent', comment: 'After a kind of property: "Villas to rent"' }));
const inArea = (i18n: I18n, name: string) => {
  const area = ownText(i18n, name);
  return i18n._(msg({ message: `in ${area}`, comment: 'After a kind of property: "Villas in Yas Island"' }));
};

/** A name for a saved search: 'Villas for sale in Yas Island', 'Properties to rent', 'All properties'. */
export function searchName(i18n: I18n, params: SearchParams): string {
  const what = params.property_type ? i18n._(TYPE_PLURALS[params.property_type]) : i18n._(msg`Properties`);
  const keywords = params.keywords ?? '';
  const parts = [what];
  if (params.type === 'sale') parts.push(forSale(i18n));
  if (params.type === 'rent') parts.push(toRent(i18n));
  if (params.location) parts.push(inArea(i18n, localAreaDisplayName(params.location, i18n.locale)));
  if (params.keywords) parts.push(i18n._(msg({ message: `matching "${keywords}"`, comment: 'At the end of a saved search\'s name: "Villas to rent matching "pool""' })));
  const name = parts.length === 1 ? i18n._(msg`All properties`) : parts.join(' ');
  return name.length > 100 ? `${name.slice(0, 99)}…` : name;
}

/**
 * The results heading, from the search's filters: what (a property type, studios), sale or rent,
 * and the area by its proper name: 'Studios to rent', 'Apartments for sale in Al Reem Island',
 * 'Villas in Yas Island'. An area alone is 'Properties for sale in {area}' ('Properties to rent in
 * {area}' for rent); a search naming none of these is 'Search Results'. Keywords, prices and the
 * rest stay out of the heading (the filters show them). Written at the server too (the page's
 * title), so in the request's own language: `i18n` is never Lingui's shared instance there.
 */
export function searchHeading(i18n: I18n, params: SearchParams): string {
  const studio = params.max_bedrooms === 0;
  const type = params.property_type;
  if (!params.location && !type && !params.type && !studio) return i18n._(msg`Search Results`);
  let what = type ? i18n._(TYPE_PLURALS[type]) : i18n._(msg`Properties`);
  if (studio) what = type ? i18n._(STUDIO_PLURALS[type]) : i18n._(msg`Studios`);
  // An area with nothing else keeps its long-standing heading, 'for sale' unless it is a rent search.
  const areaOnly = !type && !studio && params.type === undefined;
  const listing = params.type === 'rent' ? toRent(i18n) : params.type === 'sale' || areaOnly ? forSale(i18n) : null;
  const area = params.location ? inArea(i18n, localAreaDisplayName(params.location, i18n.locale)) : null;
  return [what, listing, area].filter((part) => part !== null).join(' ');
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
