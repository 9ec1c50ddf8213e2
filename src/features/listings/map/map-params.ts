// The map view's URL parameters: view=map and bbox=west,south,east,north. Parsed here, apart from
// parseSearchParams, which drops keys it does not know: once the search parser reads view and
// bbox itself (and the server filters on bbox), this module's parsing can go and its bounds stay.

/** The UAE's bounds, as the database's CHECK on properties.latitude/longitude has them. */
export const UAE_BOUNDS = { west: 51.0, south: 22.5, east: 56.5, north: 26.5 } as const;

export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface MapParams {
  view?: 'map';
  bbox?: Bbox;
}

/** 5 decimals is about 1 m: finer says nothing more and makes every pan a different URL. */
const DECIMALS = 5;
const round = (n: number) => Math.round(n * 10 ** DECIMALS) / 10 ** DECIMALS;

/** A box is usable when its edges are in order and it overlaps the UAE (where every listing is). */
function isUsable({ west, south, east, north }: Bbox): boolean {
  if (![west, south, east, north].every(Number.isFinite)) return false;
  if (west >= east || south >= north) return false;
  return east > UAE_BOUNDS.west && west < UAE_BOUNDS.east && north > UAE_BOUNDS.south && south < UAE_BOUNDS.north;
}

/** A box clipped to the UAE and rounded, or null when it does not overlap the UAE or is not a box. */
export function clampBbox(box: Bbox): Bbox | null {
  if (!isUsable(box)) return null;
  return {
    west: round(Math.max(box.west, UAE_BOUNDS.west)),
    south: round(Math.max(box.south, UAE_BOUNDS.south)),
    east: round(Math.min(box.east, UAE_BOUNDS.east)),
    north: round(Math.min(box.north, UAE_BOUNDS.north)),
  };
}

/** 'west,south,east,north' -> a box, or undefined for anything else (junk is dropped, as in every search parameter). */
export function parseBbox(value: unknown): Bbox | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value.split(',');
  if (parts.length !== 4 || parts.some((p) => p.trim() === '')) return undefined;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  const box = { west, south, east, north };
  // A box outside the UAE finds nothing: dropped rather than showing an empty page.
  return isUsable(box) ? (clampBbox(box) ?? undefined) : undefined;
}

/** A box as the URL writes it: 'west,south,east,north', rounded to 5 decimals. */
export function formatBbox(box: Bbox): string {
  return [box.west, box.south, box.east, box.north].map((n) => String(round(n))).join(',');
}

/** The map parameters of a search URL (the router's parsed query). */
export function parseMapParams(input: unknown): MapParams {
  const raw = (input !== null && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const params: MapParams = {};
  if (raw.view === 'map') params.view = 'map';
  const bbox = parseBbox(raw.bbox);
  if (bbox) params.bbox = bbox;
  return params;
}

/**
 * A search with the map's parameters set (undefined removes one), typed as the search it came
 * from: the search parser does not name view and bbox yet, and the router keeps keys it does not
 * validate in the URL and in the route's search.
 */
export function withMapParams<T extends object>(search: T, params: MapParams): T {
  return { ...search, view: params.view, bbox: params.bbox && formatBbox(params.bbox) } as T;
}
