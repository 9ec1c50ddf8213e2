import { Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { LatLngBoundsExpression, LayerGroup, Map as LeafletMap } from 'leaflet';
import type Supercluster from 'supercluster';
import type { ClusterProperties } from 'supercluster';
import { useEffect, useRef, useState } from 'react';
import { areaCentre, DEFAULT_CENTRE } from '@/lib/area-centres';
import { env } from '@/lib/env';
import type { Property } from '../types';
import { loadMapLibrary, type MapLibrary } from './load-map-library';
import { MapListingCard } from './map-listing-card';
import { UAE_BOUNDS } from '../listing-facts';
import { clampBbox, type Bbox } from './map-params';
import { pinPriceLabel } from './price-label';
import classes from './map.module.css';

export interface SearchMapProps {
  /** The search's listings; those without a position are in the list only. */
  listings: Property[];
  /** The box the search is limited to: the map opens on it. */
  bbox?: Bbox;
  /** The search's area: where the map opens when no box and no listing says where. */
  location?: string;
  /** "Search this area": the box the map shows now. */
  onSearchArea(box: Bbox): void;
}

type PinProps = { id: string };
type Positioned = Property & { latitude: number; longitude: number };

const hasPosition = (p: Property): p is Positioned => p.latitude !== null && p.longitude !== null;
/** Text for the pins' HTML: listing titles are the agents' own words. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Pins at or above this zoom are never merged: a building's listings stay apart. */
const CLUSTER_MAX_ZOOM = 16;
/** The map may wander a little past the UAE, not off to another country. */
const PAN_LIMIT: LatLngBoundsExpression = [
  [UAE_BOUNDS.south - 1, UAE_BOUNDS.west - 1],
  [UAE_BOUNDS.north + 1, UAE_BOUNDS.east + 1],
];

/**
 * The map of a search's results: a pin with its price per listing, clusters where pins crowd,
 * tap a pin for its card, "Search this area" for the box on screen. Pointer and touch only: the
 * list beside it holds the same listings and is the way for keyboard and screen-reader users.
 */
export default function SearchMap({ listings, bbox, location, onSearchArea }: SearchMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<{ lib: MapLibrary; map: LeafletMap; pins: LayerGroup } | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const positioned = listings.filter(hasPosition);
  const selected = positioned.find((p) => p.id === selectedId) ?? null;
  // The pins are drawn by Leaflet, outside React: the selection reaches them through refs.
  const selectedRef = useRef<string | null>(null);
  const drawRef = useRef<(() => void) | null>(null);

  // The map itself, once: made when its library arrives, removed with the component.
  const opening = useRef({ bbox, positioned, location });
  useEffect(() => {
    let cancelled = false;
    loadMapLibrary().then(
      (lib) => {
        if (cancelled || !container.current) return;
        const { L } = lib;
        const instance = L.map(container.current, { maxBounds: PAN_LIMIT, minZoom: 6, maxZoom: 18, zoomControl: true });
        instance.attributionControl.setPrefix(false);
        L.tileLayer(env.mapTileUrl, {
          attribution: env.mapAttribution,
          maxZoom: 19,
          // CORS, so the service worker can keep real (not opaque, padded) answers: src/offline/sw.ts.
          crossOrigin: 'anonymous',
        }).addTo(instance);
        const start = opening.current;
        if (start.bbox) {
          instance.fitBounds([
            [start.bbox.south, start.bbox.west],
            [start.bbox.north, start.bbox.east],
          ]);
        } else if (start.positioned.length > 0) {
          instance.fitBounds(L.latLngBounds(start.positioned.map((p) => [p.latitude, p.longitude])), { padding: [40, 40], maxZoom: 14 });
        } else {
          const centre = areaCentre(start.location) ?? DEFAULT_CENTRE;
          instance.setView([centre.latitude, centre.longitude], start.location && areaCentre(start.location) ? 13 : 11);
        }
        map.current = { lib, map: instance, pins: L.layerGroup().addTo(instance) };
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      map.current?.map.remove();
      map.current = null;
    };
  }, []);

  // The pins: clustered for the zoom and box on screen, drawn again after each move.
  const pinKey = positioned.map((p) => p.id).join();
  useEffect(() => {
    const current = map.current;
    if (status !== 'ready' || !current) return;
    const { L, Supercluster: Index } = current.lib;
    const index: Supercluster<PinProps> = new Index<PinProps>({ radius: 60, maxZoom: CLUSTER_MAX_ZOOM });
    const byId = new Map(positioned.map((p) => [p.id, p]));
    index.load(positioned.map((p) => ({ type: 'Feature', properties: { id: p.id }, geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] } })));

    const draw = () => {
      current.pins.clearLayers();
      const bounds = current.map.getBounds();
      const zoom = current.map.getZoom();
      for (const feature of index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom)) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as PinProps | ClusterProperties;
        if ('cluster' in props && props.cluster) {
          const count = props.point_count;
          const marker = L.marker([lat, lng], {
            icon: L.divIcon({ className: classes.cluster, html: `<span class="${classes.clusterCount}" data-testid="map-cluster">${count}</span>`, iconSize: undefined }),
            title: `${count} listings here: zoom in`,
          });
          marker.on('click', () => current.map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(props.cluster_id), CLUSTER_MAX_ZOOM + 1)));
          current.pins.addLayer(marker);
          continue;
        }
        const listing = byId.get((props as PinProps).id);
        if (!listing) continue;
        const label = pinPriceLabel(listing.price, listing.listing_type);
        const isSelected = listing.id === selectedRef.current;
        const marker = L.marker([lat, lng], {
          icon: L.divIcon({
            className: `${classes.pin} ${isSelected ? classes.pinSelected : ''}`,
            html: `<span class="${classes.pinLabel}" data-testid="map-pin" data-id="${escapeHtml(listing.id)}">${escapeHtml(label)}</span>`,
            iconSize: undefined,
          }),
          title: `${label}: ${listing.title}`,
          zIndexOffset: isSelected ? 1000 : 0,
        });
        marker.on('click', () => setSelectedId(listing.id));
        current.pins.addLayer(marker);
      }
    };
    drawRef.current = draw;
    draw();
    current.map.on('moveend', draw);
    return () => {
      current.map.off('moveend', draw);
    };
    // pinKey stands for the listings' positions; the selection redraws through drawRef.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, pinKey]);

  useEffect(() => {
    selectedRef.current = selectedId;
    drawRef.current?.();
  }, [selectedId]);

  const searchArea = () => {
    const current = map.current;
    if (!current) return;
    const b = current.map.getBounds();
    const box = clampBbox({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() });
    if (box) onSearchArea(box);
  };

  return (
    <Stack gap="xs">
      <Box pos="relative" h={{ base: '55vh', sm: '70vh' }} mih={280} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        {/* Labelled for what it is; its pins are the list's listings, which the list gives to assistive technology. */}
        <div ref={container} className={classes.map} role="region" aria-label="Map of the listings below" data-testid="search-map" />
        {status === 'loading' && (
          <Center pos="absolute" inset={0}>
            <Loader aria-label="Loading the map" />
          </Center>
        )}
        {status === 'failed' && (
          <Center pos="absolute" inset={0} p="md">
            <Text ta="center">The map could not load without a connection. The listings are in the list.</Text>
          </Center>
        )}
        {status === 'ready' && (
          <Button
            pos="absolute"
            top={10}
            left="50%"
            style={{ transform: 'translateX(-50%)', zIndex: 1, boxShadow: 'var(--mantine-shadow-sm)' }}
            size="compact-md"
            onClick={searchArea}
          >
            Search this area
          </Button>
        )}
      </Box>
      {selected && <MapListingCard property={selected} onClose={() => setSelectedId(null)} />}
    </Stack>
  );
}
