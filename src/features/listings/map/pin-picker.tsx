import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Center, Loader, Stack, Text } from '@mantine/core';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { areaCentre, DEFAULT_CENTRE, type LatLng } from '@/lib/area-centres';
import { useOnline } from '@/lib/use-online';
import { createTileMap, loadMapLibrary } from './load-map-library';
import { UAE_BOUNDS } from '../listing-facts';
import classes from './map.module.css';

export interface PinPickerProps {
  /** The listing's area: the pin starts at its centre until the listing has a position. */
  location?: string | null;
  /** The listing's position, when it has one. */
  value: { latitude: number | null; longitude: number | null };
  /** A position the agent chose by dragging the pin or tapping the map. */
  onChange(position: LatLng): void;
}

/** 6 decimals is about 10 cm, more than a pin dropped by a finger can mean. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const inUae = (lat: number, lng: number) => lat >= UAE_BOUNDS.south && lat <= UAE_BOUNDS.north && lng >= UAE_BOUNDS.west && lng <= UAE_BOUNDS.east;

/**
 * The listing form's pin: drag it (or tap the map) to where the property is. The form's latitude
 * and longitude inputs stay beside it, as the way for keyboards and screen readers and for when
 * the map cannot show: offline, the map draws only the tiles this device has seen.
 */
export default function PinPicker({ location, value, onChange }: PinPickerProps) {
  const container = useRef<HTMLDivElement>(null);
  const parts = useRef<{ map: LeafletMap; pin: Marker } | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tilesMissing, setTilesMissing] = useState(false);
  const online = useOnline();
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  const hasValue = value.latitude !== null && value.longitude !== null;
  const start: LatLng = hasValue ? { latitude: value.latitude!, longitude: value.longitude! } : (areaCentre(location) ?? DEFAULT_CENTRE);
  const opening = useRef(start);
  const { t } = useLingui();
  // Read by the map's set-up, which runs once.
  const pinTitle = useRef(t`The listing’s position: drag to move`);

  useEffect(() => {
    let cancelled = false;
    loadMapLibrary().then(
      ({ L }) => {
        if (cancelled || !container.current) return;
        const { latitude, longitude } = opening.current;
        const { map, tiles } = createTileMap(L, container.current, { minZoom: 6, maxZoom: 18 });
        map.setView([latitude, longitude], 15);
        tiles.on('tileerror', () => setTilesMissing(true));
        const pin = L.marker([latitude, longitude], {
          draggable: true,
          autoPan: true,
          title: pinTitle.current,
          icon: L.divIcon({ className: classes.pickerPin, html: `<span class="${classes.pickerPinShape}" data-testid="pin-picker-pin"></span>`, iconSize: undefined }),
        }).addTo(map);
        let last = L.latLng(latitude, longitude);
        const choose = (lat: number, lng: number) => {
          // Outside the UAE (the database refuses it): the pin goes back to where it was.
          if (!inUae(lat, lng)) {
            pin.setLatLng(last);
            return;
          }
          last = L.latLng(lat, lng);
          pin.setLatLng(last);
          report.current({ latitude: round6(lat), longitude: round6(lng) });
        };
        pin.on('dragend', () => {
          const at = pin.getLatLng();
          choose(at.lat, at.lng);
        });
        map.on('click', (event) => choose(event.latlng.lat, event.latlng.lng));
        parts.current = { map, pin };
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      parts.current?.map.remove();
      parts.current = null;
    };
  }, []);

  // Typed coordinates, or a new area before the agent has placed the pin, move it.
  useEffect(() => {
    const current = parts.current;
    if (status !== 'ready' || !current) return;
    const at = current.pin.getLatLng();
    if (Math.abs(at.lat - start.latitude) < 1e-7 && Math.abs(at.lng - start.longitude) < 1e-7) return;
    current.pin.setLatLng([start.latitude, start.longitude]);
    current.map.panTo([start.latitude, start.longitude]);
  }, [status, start.latitude, start.longitude]);

  if (status === 'failed') {
    return (
      <Alert color="gray" data-testid="pin-picker-unavailable">
        <Trans>The map cannot load without a connection. Enter the latitude and longitude instead.</Trans>
      </Alert>
    );
  }
  return (
    <Stack gap={4}>
      <Box pos="relative" h={280} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <div ref={container} className={classes.map} role="region" aria-label={t`Map: drag the pin to the property's position`} data-testid="pin-picker" />
        {status === 'loading' && (
          <Center pos="absolute" inset={0}>
            <Loader aria-label={t`Loading the map`} />
          </Center>
        )}
      </Box>
      <Text size="xs" c="dimmed">
        {hasValue ? <Trans>Drag the pin or tap the map to move it.</Trans> : <Trans>The pin starts at the area’s centre: drag it or tap the map where the property is.</Trans>}
      </Text>
      {(!online || tilesMissing) && (
        <Text size="xs" c="dimmed" data-testid="pin-picker-offline">
          <Trans>Without a connection the map shows only places this device has seen; the latitude and longitude can be typed instead.</Trans>
        </Text>
      )}
    </Stack>
  );
}
