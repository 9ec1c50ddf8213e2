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

/** Upper bound for page=: 50 pages of 24 is 1,200 cards, more than anyone scrolls. */
export const MAX_PAGE = 50;

/** The largest size a listing can have in square feet (the database's limit too). */
export const MAX_SIZE = 1_000_000;
export const KEYWORDS_MAX_LENGTH = 100;

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
export function oneOf<T extends string | number>(value: unknown, allowed: readonly T[]): T | undefined {
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
export function amenitiesText(value: unknown): string | undefined {
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
