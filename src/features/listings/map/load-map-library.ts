// The map library (Leaflet), its stylesheet and the clustering index (supercluster), fetched only
// when a map opens: together 53 KiB gzip that no page needs before then. Leaflet also
// touches `window` as it loads, so it must never be imported on the server.

export type Leaflet = typeof import('leaflet');
export type ClusterIndex = typeof import('supercluster').default;

export interface MapLibrary {
  L: Leaflet;
  Supercluster: ClusterIndex;
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
