// The map library (Leaflet), its stylesheet and the clustering index (supercluster), fetched only
// when a map opens: together 53 KiB gzip that no page needs before then. Leaflet also
// touches `window` as it loads, so it must never be imported on the server.

import type { Map as LeafletMap, MapOptions, TileLayer } from 'leaflet';
import { env } from '@/lib/env';

export type Leaflet = typeof import('leaflet');
export type ClusterIndex = typeof import('supercluster').default;

export interface MapLibrary {
  L: Leaflet;
  Supercluster: ClusterIndex;
}

/**
 * A map in `container` on the configured tiles, with their attribution (and not Leaflet's own
 * link). Tiles are fetched with CORS, so the service worker can keep real (not opaque, padded)
 * answers: src/offline/sw.ts.
 */
export function createTileMap(L: Leaflet, container: HTMLElement, options: MapOptions): { map: LeafletMap; tiles: TileLayer } {
  const map = L.map(container, options);
  map.attributionControl.setPrefix(false);
  const tiles = L.tileLayer(env.mapTileUrl, { attribution: env.mapAttribution, maxZoom: 19, crossOrigin: 'anonymous' }).addTo(map);
  return { map, tiles };
}

let loading: Promise<MapLibrary> | null = null;

export function loadMapLibrary(): Promise<MapLibrary> {
  loading ??= Promise.all([import('leaflet'), import('supercluster'), import('leaflet/dist/leaflet.css')])
    .then(([leaflet, supercluster]) => ({ L: (leaflet.default ?? leaflet) as Leaflet, Supercluster: supercluster.default }))
    .catch((error: unknown) => {
      // A failed fetch (offline before the chunk was cached) may succeed on the next open.
      loading = null;
      throw error;
    });
  return loading;
}
