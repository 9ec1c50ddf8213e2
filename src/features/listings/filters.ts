import { z } from 'zod';

// Search filters: the URL parameters of /search-results, /buy and /rent (spec.md sections 7 and
// 9, decisions.md 3 and 4), the options the search form offers, and the pure conversions
// between the form's values and the URL.

export const PROPERTY_TYPES = ['apartment', 'villa', 'townhouse', 'penthouse'] as const;
export type SearchPropertyType = (typeof PROPERTY_TYPES)[number];
export const ADDED_DAYS = [1, 3, 7, 14, 30] as const;
export type AddedDays = (typeof ADDED_DAYS)[number];
export const SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SORTS)[number];

/** Upper bound for page=: 50 pages of 24 is 1,200 cards, more than anyone scrolls. */
export const MAX_PAGE = 50;

// --- Form options (spec.md section 9, word for word) --------------------------------------------

export const ANY = 'Any';
export const NO_MIN = 'No min';
export const NO_MAX = 'No max';
export const ANYTIME = 'Anytime';

export const PROPERTY_TYPE_OPTIONS = [
  { value: ANY, label: 'Any' },
  { value: 'apartment', label: 'Apartment' },
  { value: 'villa', label: 'Villa' },
  { value: 'townhouse', label: 'Townhouse' },
  { value: 'penthouse', label: 'Penthouse' },
];
export const MIN_PRICE_OPTIONS = [NO_MIN, '500,000', '1,000,000', '2,000,000', '5,000,000'];
export const MAX_PRICE_OPTIONS = [NO_MAX, '1,000,000', '2,000,000', '5,000,000', '10,000,000+'];
export const BEDROOM_OPTIONS = [ANY, '1', '2', '3', '4', '5+'];
export const ADDED_OPTIONS = [
  { value: ANYTIME, label: 'Anytime' },
  { value: '1', label: 'Last 24 hours' },
  { value: '3', label: 'Last 3 days' },
  { value: '7', label: 'Last 7 days' },
  { value: '14', label: 'Last 14 days' },
  { value: '30', label: 'Last 30 days' },
];
export const SORT_OPTIONS: { value: SearchSort; label: string }[] = [
  { value: 'newest', label: 'Newest listed' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
];

// --- URL schema -------------------------------------------------------------------------------

/** '1,000,000' -> 1000000; numbers pass through; anything else is left for the schema to reject. */
function toNumber(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.replace(/,/g, '').trim();
    return trimmed === '' ? undefined : Number(trimmed);
  }
  return value;
}

const price = z.preprocess(toNumber, z.number().int().min(0).max(10_000_000_000)).optional().catch(undefined);
const bedrooms = z.preprocess(toNumber, z.number().int().min(0).max(50)).optional().catch(undefined);

/**
 * The search URL. Every field is optional and a junk value (min_price=abc, property_type=castle,
 * added=99) is dropped rather than failing, so a hand-edited URL still shows a sane page.
 */
export const searchParamsSchema = z.object({
  location: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().min(1).max(100))
    .optional()
    .catch(undefined),
  property_type: z.enum(PROPERTY_TYPES).optional().catch(undefined),
  min_price: price,
  max_price: price,
  min_bedrooms: bedrooms,
  max_bedrooms: bedrooms,
  added: z
    .preprocess(toNumber, z.union(ADDED_DAYS.map((d) => z.literal(d)) as [z.ZodLiteral<AddedDays>, ...z.ZodLiteral<AddedDays>[]]))
    .optional()
    .catch(undefined),
  include_under_offer: z
    .preprocess((v) => (v === 'true' ? true : v), z.literal(true))
    .optional()
    .catch(undefined),
  type: z.enum(['sale', 'rent']).optional().catch(undefined),
  sort: z.enum(SORTS).optional().catch(undefined),
  page: z.preprocess(toNumber, z.number().int().min(1).max(MAX_PAGE)).optional().catch(undefined),
});

export type SearchParams = z.output<typeof searchParamsSchema>;
/** What the server filters on: the URL without the page count. */
export type SearchFilters = Omit<SearchParams, 'page'>;

/** Drops undefined keys, so URLs and query keys carry only the filters in use. */
export function compactParams<T extends object>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

/** The filters part of the URL (no page), compacted: the query key of a search. */
export function toFilters(params: SearchParams): SearchFilters {
  const { page: _page, ...filters } = params;
  return compactParams(filters);
}

// --- Form values ------------------------------------------------------------------------------

/** The search form's values as the inputs hold them (option strings, not numbers). */
export interface SearchFormValues {
  location: string;
  property_type: string;
  min_price: string;
  max_price: string;
  min_bedrooms: string;
  max_bedrooms: string;
  added: string;
  include_under_offer: boolean;
}

export const EMPTY_FORM: SearchFormValues = {
  location: '',
  property_type: ANY,
  min_price: NO_MIN,
  max_price: NO_MAX,
  min_bedrooms: ANY,
  max_bedrooms: ANY,
  added: ANYTIME,
  include_under_offer: false,
};

const NO_FILTER = new Set([ANY, NO_MIN, NO_MAX, ANYTIME].map((v) => v.toLowerCase()));

function isNoFilter(value: string | undefined): boolean {
  const v = (value ?? '').trim().toLowerCase();
  return v === '' || NO_FILTER.has(v);
}

/** A minimum: '5+' means at least 5; commas removed. */
function minValue(value: string | undefined): number | undefined {
  if (isNoFilter(value)) return undefined;
  const n = Number(value!.replace(/[,+\s]/g, ''));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** A maximum: one containing '+' ('10,000,000+', '5+') has no upper bound. */
function maxValue(value: string | undefined): number | undefined {
  if (isNoFilter(value) || value!.includes('+')) return undefined;
  const n = Number(value!.replace(/[,\s]/g, ''));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function addedValue(value: string | undefined): AddedDays | undefined {
  if (isNoFilter(value)) return undefined;
  const byLabel = ADDED_OPTIONS.find((o) => o.label.toLowerCase() === value!.trim().toLowerCase());
  const n = Number(byLabel ? byLabel.value : value);
  return (ADDED_DAYS as readonly number[]).includes(n) ? (n as AddedDays) : undefined;
}

function propertyTypeValue(value: string | undefined): SearchPropertyType | undefined {
  if (isNoFilter(value)) return undefined;
  const v = value!.trim().toLowerCase();
  return (PROPERTY_TYPES as readonly string[]).includes(v) ? (v as SearchPropertyType) : undefined;
}

/**
 * The URL parameters for the form's values (spec.md section 7): thousands commas removed; Any,
 * No min, No max and Anytime omitted; a max containing '+' omitted (no upper bound);
 * include_under_offer=true only when ticked.
 */
export function formToSearchParams(form: Partial<SearchFormValues>, listingType?: 'sale' | 'rent'): SearchParams {
  const location = form.location?.trim();
  return compactParams<SearchParams>({
    location: location ? location.slice(0, 100) : undefined,
    property_type: propertyTypeValue(form.property_type),
    min_price: minValue(form.min_price),
    max_price: maxValue(form.max_price),
    min_bedrooms: minValue(form.min_bedrooms),
    max_bedrooms: maxValue(form.max_bedrooms),
    added: addedValue(form.added),
    include_under_offer: form.include_under_offer === true ? true : undefined,
    type: listingType,
  });
}

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The form's values for URL parameters: pre-fills the form on /search-results, /buy and /rent. */
export function searchParamsToForm(params: Partial<SearchParams>): SearchFormValues {
  const bedroomsText = (n: number | undefined, isMin: boolean) => {
    if (n === undefined) return ANY;
    if (isMin && n >= 5) return '5+';
    return String(n);
  };
  return {
    location: params.location ?? '',
    property_type: params.property_type ?? ANY,
    min_price: params.min_price === undefined ? NO_MIN : thousands.format(params.min_price),
    max_price: params.max_price === undefined ? NO_MAX : thousands.format(params.max_price),
    min_bedrooms: bedroomsText(params.min_bedrooms, true),
    max_bedrooms: bedroomsText(params.max_bedrooms, false),
    added: params.added === undefined ? ANYTIME : String(params.added),
    include_under_offer: params.include_under_offer === true,
  };
}

/** Form validation: the ranges must make sense. Nothing else can be wrong with option values. */
export function validateSearchForm(form: SearchFormValues): Partial<Record<keyof SearchFormValues, string>> {
  const errors: Partial<Record<keyof SearchFormValues, string>> = {};
  const minPrice = minValue(form.min_price);
  const maxPrice = maxValue(form.max_price);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    errors.max_price = 'Maximum price must be at least the minimum price';
  }
  const minBeds = minValue(form.min_bedrooms);
  const maxBeds = maxValue(form.max_bedrooms);
  if (minBeds !== undefined && maxBeds !== undefined && minBeds > maxBeds) {
    errors.max_bedrooms = 'Maximum bedrooms must be at least the minimum bedrooms';
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

const range = (min: string | undefined, max: string | undefined, unit: (text: string) => string) => {
  if (min && max) return unit(`${min} to ${max}`);
  if (min) return `At least ${unit(min)}`;
  return max ? `Up to ${unit(max)}` : null;
};

/** The filters of a search in words, one phrase each: 'For sale', 'Villas', 'In Yas Island', ... */
export function describeSearch(params: SearchParams): string[] {
  const money = (n: number | undefined) => (n === undefined ? undefined : thousands.format(n));
  const count = (n: number | undefined) => (n === undefined ? undefined : String(n));
  const words = [
    params.type === 'rent' ? 'To rent' : params.type === 'sale' ? 'For sale' : 'For sale or to rent',
    params.property_type ? TYPE_PLURALS[params.property_type] : 'Any property type',
    params.location ? `In ${params.location}` : 'Any location',
    range(money(params.min_price), money(params.max_price), (text) => `AED ${text}`),
    range(count(params.min_bedrooms), count(params.max_bedrooms), (text) => `${text} bedrooms`),
    params.added ? `Added in the ${ADDED_OPTIONS.find((o) => o.value === String(params.added))!.label.toLowerCase()}` : null,
    params.include_under_offer ? 'Including under offer' : null,
    params.sort ? `Sorted by ${SORT_OPTIONS.find((o) => o.value === params.sort)!.label.toLowerCase()}` : null,
  ];
  return words.filter((word): word is string => word !== null);
}

const TYPE_PLURALS: Record<SearchPropertyType, string> = {
  apartment: 'Apartments',
  villa: 'Villas',
  townhouse: 'Townhouses',
  penthouse: 'Penthouses',
};

/** A name for a saved search: 'Villas for sale in Yas Island', 'Properties to rent', 'All properties'. */
export function searchName(params: SearchParams): string {
  const what = params.property_type ? TYPE_PLURALS[params.property_type] : 'Properties';
  const parts = [what];
  if (params.type === 'sale') parts.push('for sale');
  if (params.type === 'rent') parts.push('to rent');
  if (params.location) parts.push(`in ${params.location}`);
  const name = parts.length === 1 ? 'All properties' : parts.join(' ');
  return name.length > 100 ? `${name.slice(0, 99)}…` : name;
}

/** The results heading: 'Properties for sale in {location}' ('to rent' for type=rent), else 'Search Results'. */
export function searchHeading(params: SearchParams): string {
  if (!params.location) return 'Search Results';
  return params.type === 'rent' ? `Properties to rent in ${params.location}` : `Properties for sale in ${params.location}`;
}
