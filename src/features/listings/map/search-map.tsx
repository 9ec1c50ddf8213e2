import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { LatLngBoundsExpression, LayerGroup, Map as LeafletMap } from 'leaflet';
import type Supercluster from 'supercluster';
import type { ClusterProperties } from 'supercluster';
import { useEffect, useRef, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { QueryState, readStateOf, type QueryStateResult, type ReadState } from '@/components/query-state';
import { areaCentre, DEFAULT_CENTRE } from '@/lib/area-centres';
import { useOnline } from '@/lib/use-online';
import { mapCardQueryOptions, type MapPin, type MapPins } from '../api/search-map-pins';
import { UAE_BOUNDS } from '../listing-facts';
import { listingTitle } from '@/lib/listing-text';
import type { Property } from '../types';
import { createTileMap, loadMapLibrary, type MapLibrary } from './load-map-library';
import { MapListingCard } from './map-listing-card';
import { pinsCapNote } from './pins-note';
import { clampBbox, type Bbox } from './map-params';
import { pinPriceLabel } from './price-label';
import classes from './map.module.css';

/** The read of the search's pins, as the map view holds it (useQuery's result). */
export type PinsRead = QueryStateResult<MapPins> & { isPlaceholderData: boolean };

export interface SearchMapProps {
  /** A pin for every listing the search finds (up to the cap). */
  pins: PinsRead;
  /** The list's loaded listings: their cards need no read, and they are the pins until the search's own arrive. */
  listings: Property[];
  /** The box the search is limited to: the map opens on it. */
  bbox?: Bbox;
  /** The search's area: where the map opens when no box and no listing says where. */
  location?: string;
  /** "Search this area": the box the map shows now. */
  onSearchArea(box: Bbox): void;
}

type PinProps = { id: string };

const toPin = (p: Property): MapPin | null =>
  p.latitude === null || p.longitude === null ? null : { id: p.id, latitude: p.latitude, longitude: p.longitude, price: p.price, listing_type: p.listing_type, title: p.title, title_ar: p.title_ar };
/** Text for the pins' HTML: listing titles are the agents' own words. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Pins at or above this zoom are never merged: a building's listings stay apart. */
const CLUSTER_MAX_ZOOM = 16;
/** The map may wander a little past the UAE, not off to another country. */
const PAN_LIMIT: LatLngBoundsExpression = [
  [UAE_BOUNDS.south - 1, UAE_BOUNDS.west - 1],
  [UAE_BOUNDS.north + 1, UAE_BOUNDS.east + 1],
];
/** Opening on the pins: a margin so none sits on the edge, and no closer than a neighbourhood. */
const FIT_PINS = { padding: [40, 40] as [number, number], maxZoom: 14, animate: false };

/**
 * The map of a search's results: a pin with its price for every listing the search finds (the
 * list beside it pages through the same listings), clusters where pins crowd, tap a pin for its
 * card, "Search this area" for the box on screen. Pointer and touch only: the list holds the same
 * listings and is the way for keyboard and screen-reader users.
 */
export default function SearchMap({ pins: pinsRead, listings, bbox, location, onSearchArea }: SearchMapProps) {
  const { i18n, t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<{ lib: MapLibrary; map: LeafletMap; pins: LayerGroup } | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const read = readStateOf(pinsRead, useOnline());
  // Until the search's pins arrive (or when they cannot), the list's loaded listings stand in,
  // and the note under the map says the map shows only those.
  const allPins = read === 'data';
  const pins = allPins ? pinsRead.data!.pins : listings.flatMap((p) => toPin(p) ?? []);
  const selected = pins.find((p) => p.id === selectedId) ?? null;
  // The pins are drawn by Leaflet, outside React: the selection reaches them through refs.
  const selectedRef = useRef<string | null>(null);
  const drawRef = useRef<(() => void) | null>(null);
  // Whether the visitor has moved the map (then it is never moved for them).
  const touched = useRef(false);
  // A drag under way: pins are not redrawn until it ends (see the pins' effect).
  const dragging = useRef(false);

  // The map itself, once: made when its library arrives, removed with the component.
  const opening = useRef({ bbox, pins, location });
  useEffect(() => {
    let cancelled = false;
    const element = container.current;
    const touch = () => {
      touched.current = true;
    };
    const gestures = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;
    for (const gesture of gestures) element?.addEventListener(gesture, touch, { passive: true });
    loadMapLibrary().then(
      (lib) => {
        if (cancelled || !container.current) return;
        const { L } = lib;
        const { map: instance } = createTileMap(L, container.current, { maxBounds: PAN_LIMIT, minZoom: 6, maxZoom: 18, zoomControl: true });
        const start = opening.current;
        if (start.bbox) {
          instance.fitBounds([
            [start.bbox.south, start.bbox.west],
            [start.bbox.north, start.bbox.east],
          ]);
        } else if (start.pins.length > 0) {
          instance.fitBounds(L.latLngBounds(start.pins.map((p) => [p.latitude, p.longitude])), FIT_PINS);
        } else {
          const centre = areaCentre(start.location) ?? DEFAULT_CENTRE;
          instance.setView([centre.latitude, centre.longitude], start.location && areaCentre(start.location) ? 13 : 11);
        }
        instance.on('dragstart', () => (dragging.current = true));
        instance.on('dragend', () => (dragging.current = false));
        map.current = { lib, map: instance, pins: L.layerGroup().addTo(instance) };
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      for (const gesture of gestures) element?.removeEventListener(gesture, touch);
      map.current?.map.remove();
      map.current = null;
    };
  }, []);

  // A map opened without a box fitted the list's listings, the only ones there then: once every
  // match's pin has arrived it fits them all instead, unless the visitor has moved it meanwhile.
  const fittedAll = useRef(false);
  useEffect(() => {
    const current = map.current;
    if (status !== 'ready' || !current || !allPins || pinsRead.isPlaceholderData || fittedAll.current) return;
    fittedAll.current = true;
    if (opening.current.bbox || touched.current || pins.length === 0) return;
    current.map.fitBounds(current.lib.L.latLngBounds(pins.map((p) => [p.latitude, p.longitude])), FIT_PINS);
    // The pins fitted are those of the search the map opened on; later searches keep the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, allPins, pinsRead.isPlaceholderData]);

  // The pins: clustered for the zoom and box on screen, drawn again after each move.
  const pinKey = pins.map((p) => `${p.id}:${p.latitude},${p.longitude}:${p.price}:${p.listing_type}:${listingTitle(p, i18n.locale).text}`).join('|');
  useEffect(() => {
    const current = map.current;
    if (status !== 'ready' || !current) return;
    const { L, Supercluster: Index } = current.lib;
    const index: Supercluster<PinProps> = new Index<PinProps>({ radius: 60, maxZoom: CLUSTER_MAX_ZOOM });
    const byId = new Map(pins.map((p) => [p.id, p]));
    index.load(pins.map((p) => ({ type: 'Feature', properties: { id: p.id }, geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] } })));

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
            title: t`${count} listings here: zoom in`,
          });
          marker.on('click', () => current.map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(props.cluster_id), CLUSTER_MAX_ZOOM + 1)));
          current.pins.addLayer(marker);
          continue;
        }
        const pin = byId.get((props as PinProps).id);
        if (!pin) continue;
        const label = pinPriceLabel(i18n, pin.price, pin.listing_type);
        const pinTitle = listingTitle(pin, i18n.locale).text;
        const isSelected = pin.id === selectedRef.current;
        const marker = L.marker([lat, lng], {
          icon: L.divIcon({
            className: `${classes.pin} ${isSelected ? classes.pinSelected : ''}`,
            html: `<span class="${classes.pinLabel}" data-testid="map-pin" data-id="${escapeHtml(pin.id)}">${escapeHtml(label)}</span>`,
            iconSize: undefined,
          }),
          title: t`${label}: ${pinTitle}`,
          zIndexOffset: isSelected ? 1000 : 0,
        });
        marker.on('click', () => setSelectedId(pin.id));
        current.pins.addLayer(marker);
      }
    };
    drawRef.current = draw;
    // New pins during a drag wait for its end (moveend draws them): redrawn now, the pin under the
    // finger would leave the page and take the rest of the drag with it.
    if (!dragging.current) draw();
    current.map.on('moveend', draw);
    return () => {
      current.map.off('moveend', draw);
    };
    // pinKey stands for the pins' ids, positions and labels; the selection redraws through drawRef.
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
        {/* Labelled for what it is; its pins are the search's listings, which the list beside it gives to assistive technology. */}
        <div ref={container} className={classes.map} role="region" aria-label={t`Map of the listings below`} data-testid="search-map" />
        {status === 'loading' && (
          <Center pos="absolute" inset={0}>
            <Loader aria-label={t`Loading the map`} />
          </Center>
        )}
        {status === 'failed' && (
          <Center pos="absolute" inset={0} p="md">
            <Text ta="center">
              <Trans>The map could not load without a connection. The listings are in the list.</Trans>
            </Text>
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
            <Trans>Search this area</Trans>
          </Button>
        )}
      </Box>
      {status !== 'failed' && <PinsNote read={read} pins={pinsRead} />}
      {selected && (
        <SelectedCard
          key={selected.id}
          pin={selected}
          loaded={listings.find((p) => p.id === selected.id)}
          onClose={() => setSelectedId(null)}
        />
      )}
    </Stack>
  );
}

/** A one-line note under the map, with a spinner while something is on its way. */
function Note({ children, busy = false }: { children: string; busy?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" role="status" data-testid="map-pins-note">
      {busy && <Loader size={14} style={{ flexShrink: 0 }} />}
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

/**
 * What the pins on the map are, when they are not simply every match: more than the cap, the
 * list's listings only while the rest load, offline or after a failure, or the previous search's
 * while this one's load.
 */
function PinsNote({ read, pins }: { read: ReadState; pins: PinsRead }) {
  const { i18n, t } = useLingui();
  if (read === 'loading') return <Note busy>{t`Loading a pin for every match; the map shows the listings below until then.`}</Note>;
  if (read === 'offline') return <Note>{t`Offline: the map shows only the listings below.`}</Note>;
  if (read === 'error') {
    return <LoadError message={t`The map shows only the listings below: the pins of the other matches failed to load.`} error={pins.error} onRetry={pins.refetch} retrying={pins.isFetching} />;
  }
  if (pins.isPlaceholderData) return <Note busy>{t`Updating the pins for this search…`}</Note>;
  const note = pinsCapNote(i18n, pins.data!);
  return note ? <Note>{note}</Note> : null;
}

/** The tapped pin's card: from the list when it has the listing, else read on its own. */
function SelectedCard({ pin, loaded, onClose }: { pin: MapPin; loaded: Property | undefined; onClose(): void }) {
  const card = useQuery({ ...mapCardQueryOptions(pin.id), enabled: loaded === undefined });
  const { t } = useLingui();
  if (loaded) return <MapListingCard listing={loaded} onClose={onClose} />;
  return (
    <QueryState
      query={card}
      loading={<MapListingCard listing={pin} loading onClose={onClose} />}
      offline={
        <MapListingCard listing={pin} onClose={onClose}>
          <Text size="xs" c="dimmed">
            <Trans>Offline: the photo and details load when you are back online.</Trans>
          </Text>
        </MapListingCard>
      }
      errorMessage={t`Failed to load the listing’s details`}
      renderError={(error) => (
        <MapListingCard listing={pin} onClose={onClose}>
          {error}
        </MapListingCard>
      )}
    >
      {(listing) =>
        listing ? (
          <MapListingCard listing={listing} onClose={onClose} />
        ) : (
          <MapListingCard listing={pin} onClose={onClose}>
            <Text size="xs" c="dimmed">
              <Trans>This listing is no longer available.</Trans>
            </Text>
          </MapListingCard>
        )
      }
    </QueryState>
  );
}
