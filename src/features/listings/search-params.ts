import {
  AMENITIES,
  COMPLETION_STATUSES,
  FURNISHINGS,
  isAmenity,
  UAE_BOUNDS,
  type Amenity,
  type CompletionStatus,
  type Furnishing,
} from './listing-fact-keys.ts';

// The search URL's parameters of /search-results, /buy and /rent (every one applied at the
// server): what they may hold, how a URL is read, and a search as a saved query string. Apart
// from the search form (search-form-values.ts) and the words of a search (search-words.ts): the
// routes check their URL with this in the route tree every page loads. The alerts edge function
// (Deno) reads saved searches with it too, so it imports nothing but the like, by their full names.

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

/**
 * Upper bound for page=: 40 pages of 24 is 960 cards, more than anyone scrolls, and one read of
 * them stays within the API's max_rows (1000), so a deep page is a single read.
 */
export const MAX_PAGE = 40;

/** The largest size a listing can have in square feet (the database's limit too). */
export const MAX_SIZE = 1_000_000;
export const KEYWORDS_MAX_LENGTH = 100;
export const LOCATION_MAX_LENGTH = 100;
export const MAX_BEDROOMS = 50;

/** The highest price a listing can have (the database's limit too). */
export const MAX_PRICE = 10_000_000_000;

// --- URL schema -------------------------------------------------------------------------------

/**
 * Why a parameter of the address was left out of the search. The one rule for every parameter:
 * a value the search cannot use is dropped (the page then says which and why, and answers 200),
 * never passed on to the database and never a server error.
 */
export type ParamProblemReason =
  /** Not a number at all ('abc'). */
  | 'not_a_number'
  /** A number with a fraction where only whole numbers mean anything. */
  | 'not_whole'
  /** A number outside [min, max] (infinite ones included). */
  | 'out_of_range'
  /** A maximum below the minimum beside it. */
  | 'below_minimum'
  /** None of the values the parameter allows. */
  | 'not_a_choice'
  /** Text longer than `max` characters. */
  | 'too_long'
  /** Text with control characters (a NUL, a line break), which no search means. */
  | 'bad_characters';

export interface ParamProblem {
  key: keyof SearchParams;
  /** The value as the address gave it (as text). */
  value: string;
  reason: ParamProblemReason;
  min?: number;
  max?: number;
}

/** A parameter read from the address: its value, or why it was left out. */
type Read<T> = { value?: T; problem?: Omit<ParamProblem, 'key' | 'value'> };

/**
 * A decimal number as people write one (not '0x10', 'Infinity' or ''), commas between thousands
 * only. No two parts can match the same digits, so a long run of them is read in one pass.
 */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$|^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/i;
/** No number a search can use is written longer ('10,000,000,000' is 14). */
const NUMBER_MAX_LENGTH = 32;

/** '1,000,000' -> 1000000; numbers pass through; anything else (arrays, objects, booleans) is NaN. */
function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const trimmed = value.trim();
  return trimmed.length <= NUMBER_MAX_LENGTH && DECIMAL.test(trimmed) ? Number(trimmed.replace(/,/g, '')) : Number.NaN;
}

/** A whole number within [min, max]. */
function integer(value: unknown, min: number, max: number): Read<number> {
  const n = toNumber(value);
  if (Number.isNaN(n)) return { problem: { reason: 'not_a_number' } };
  if (!Number.isFinite(n) || n < min || n > max) return { problem: { reason: 'out_of_range', min, max } };
  if (!Number.isInteger(n)) return { problem: { reason: 'not_whole' } };
  return { value: n };
}

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** Trimmed text of 1 to max characters (the router turns digits-only values into numbers). */
function text(value: unknown, max: number): Read<string> {
  const raw = typeof value === 'number' ? String(value) : value;
  if (typeof raw !== 'string') return { problem: { reason: 'not_a_choice' } };
  const trimmed = raw.trim();
  if (trimmed.length > max) return { problem: { reason: 'too_long', max } };
  if (CONTROL_CHARACTERS.test(trimmed)) return { problem: { reason: 'bad_characters' } };
  return { value: trimmed || undefined };
}

/** One of the allowed values exactly, else undefined. */
export function oneOf<T extends string | number>(value: unknown, allowed: readonly T[]): T | undefined {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : undefined;
}

/** One of the allowed values (numbers may come as their text). */
function choice<T extends string | number>(value: unknown, allowed: readonly T[]): Read<T> {
  const found = oneOf(value, allowed) ?? (typeof value === 'string' ? oneOf(toNumber(value), allowed) : undefined);
  return found === undefined ? { problem: { reason: 'not_a_choice' } } : { value: found };
}

/** A flag: true, or left out ('false' is simply off). */
function flag(value: unknown): Read<true> {
  if (value === true || value === 'true') return { value: true };
  return value === false || value === 'false' ? {} : { problem: { reason: 'not_a_choice' } };
}

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
export function amenitiesText(value: unknown): string | undefined {
  const raw = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  const keys = new Set(raw.split(',').map((key) => key.trim().toLowerCase()));
  const known = AMENITIES.filter((key) => keys.has(key));
  return known.length ? known.join(',') : undefined;
}

/** The amenities of a search as keys (its amenities= text split). */
export function searchAmenities(params: Pick<SearchParams, 'amenities'>): Amenity[] {
  return (amenitiesText(params.amenities) ?? '').split(',').filter(isAmenity);
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


/** The parameters' readers, each applied to its own value; the ranges are checked after. */
const READERS: { [K in keyof SearchParams]-?: (value: unknown) => Read<SearchParams[K]> } = {
  location: (v) => text(v, LOCATION_MAX_LENGTH),
  property_type: (v) => choice(v, PROPERTY_TYPES),
  keywords: (v) => text(v, KEYWORDS_MAX_LENGTH),
  min_price: (v) => integer(v, 0, MAX_PRICE),
  max_price: (v) => integer(v, 0, MAX_PRICE),
  min_bedrooms: (v) => integer(v, 0, MAX_BEDROOMS),
  max_bedrooms: (v) => integer(v, 0, MAX_BEDROOMS),
  added: (v) => choice(v, ADDED_DAYS),
  include_under_offer: flag,
  type: (v) => choice(v, ['sale', 'rent'] as const),
  furnishing: (v) => choice(v, FURNISHINGS),
  completion: (v) => choice(v, COMPLETION_STATUSES),
  min_size: (v) => integer(v, 1, MAX_SIZE),
  max_size: (v) => integer(v, 1, MAX_SIZE),
  min_bathrooms: (v) => integer(v, 1, MAX_BEDROOMS),
  amenities: (v) => {
    const known = amenitiesText(v);
    const keys = (Array.isArray(v) ? v : String(v).split(',')).map((key) => String(key).trim().toLowerCase()).filter(Boolean);
    if (keys.length > 0 && keys.every(isAmenity)) return { value: known };
    // Unknown keys are left out of the search (searchAmenities reads the known ones), but a text
    // keeps them in the address as written: the router would otherwise send the page to the
    // address without them, which could no longer say what was left out.
    return { value: typeof v === 'string' && known ? v : known, problem: { reason: 'not_a_choice' } };
  },
  has_video: flag,
  bbox: (v) => {
    const box = parseBbox(v);
    return box ? { value: bboxText(box) } : { problem: { reason: 'out_of_range' } };
  },
  view: (v) => choice(v, ['map'] as const),
  sort: (v) => choice(v, SORTS),
  page: (v) => integer(v, 1, MAX_PAGE),
};

const PARAM_KEYS = Object.keys(READERS) as (keyof SearchParams)[];

/** The ranges whose maximum is dropped when it is below their minimum. */
const RANGES = [
  ['min_price', 'max_price'],
  ['min_bedrooms', 'max_bedrooms'],
  ['min_size', 'max_size'],
] as const;

/** A value of the address as text, for saying what was left out. */
function valueText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The search URL read from the router's parsed query (strings, numbers, booleans, arrays or
 * objects): every parameter it knows, with what was left out and why. Every field is optional
 * and a junk value (min_price=abc, property_type=castle, added=99) is dropped rather than
 * failing, so a hand-edited URL still shows a sane page; an empty value is no value; unknown keys
 * are not read. Hand-written rather than a schema library, as it runs on every listing page
 * before anything else.
 */
export function readSearchParams(input: unknown): { params: SearchParams; problems: ParamProblem[] } {
  const raw = (input !== null && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const params: Record<string, unknown> = {};
  const problems: ParamProblem[] = [];
  for (const key of PARAM_KEYS) {
    const value = raw[key];
    if (value === undefined || value === '') continue;
    const read = (READERS[key] as (value: unknown) => Read<unknown>)(value);
    params[key] = read.value;
    if (read.problem) problems.push({ key, value: valueText(value), ...read.problem });
  }
  // An inverted range drops its maximum: the minimum alone still finds something, and the form
  // says what was wrong before it ever writes such a URL.
  for (const [min, max] of RANGES) {
    const low = params[min] as number | undefined;
    const high = params[max] as number | undefined;
    if (low !== undefined && high !== undefined && high < low) {
      params[max] = undefined;
      problems.push({ key: max, value: valueText(raw[max]), reason: 'below_minimum', min: low });
    }
  }
  return { params: compactParams(params) as SearchParams, problems };
}

/**
 * The parameters alone. The router lays a route's validated search over the raw one, so a route's
 * `useSearch()` and loaderDeps still see what this dropped (min_price: 'abc'): read them through
 * this again. (Returning the dropped keys as undefined would hide them, but the router's server
 * render then redirects to the address without them, and the page could not say what it left out.)
 */
export function parseSearchParams(input: unknown): SearchParams {
  return readSearchParams(input).params;
}

/** The router's validateSearch for /search-results, /buy and /rent (and a schema-like `parse` for callers). */
export const searchParamsSchema = { parse: parseSearchParams };

/** What the server filters on: the URL without the page count and the view (list or map show the same search). */
export type SearchFilters = Omit<SearchParams, 'page' | 'view'>;

/** Drops undefined keys, so URLs and query keys carry only the filters in use. */
export function compactParams<T extends object>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

/** The filters part of the URL (no page), compacted: the query key of a search. Keys it does not know are not filters. */
export function toFilters(params: SearchParams): SearchFilters {
  const filters = Object.fromEntries(PARAM_KEYS.filter((key) => key !== 'page' && key !== 'view').map((key) => [key, params[key]]));
  return compactParams(filters) as SearchFilters;
}

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
