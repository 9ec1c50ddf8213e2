import { bboxText, parseBbox, type Bbox, type SearchParams } from '../search-params';
import { UAE_BOUNDS } from '../listing-facts';

// The map view's URL parameters, view=map and bbox=west,south,east,north, as the map reads and
// writes them; the search parser (search-params.ts) checks both, and the server filters on the box.

export type { Bbox };

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

/** The map parameters of a search (the search parser has checked both). */
export function parseMapParams(search: Pick<SearchParams, 'view' | 'bbox'>): MapParams {
  const bbox = parseBbox(search.bbox);
  return { ...(search.view === 'map' ? { view: 'map' as const } : {}), ...(bbox ? { bbox } : {}) };
}

/** A search with the map's parameters set (undefined removes one). */
export function withMapParams<T extends SearchParams>(search: T, params: MapParams): T {
  return { ...search, view: params.view, bbox: params.bbox && bboxText(params.bbox) };
}
