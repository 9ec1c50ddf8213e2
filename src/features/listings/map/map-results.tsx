import { Trans } from '@lingui/react/macro';
import { Box, Button, Center, Grid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, type MouseEvent, type ReactNode } from 'react';
import { AfterHydration } from '@/components/after-hydration';
import { useHydrating } from '@/lib/hydration';
import { importWithRetry } from '@/lib/import-with-retry';
import { searchMapPinsQueryOptions } from '../api/search-map-pins';
import type { SearchFilters, SearchParams } from '../search-params';
import type { ListingsPath } from '../listings-pages';
import type { Property } from '../types';
import { withMapParams, type Bbox, type MapParams } from './map-params';

// The map's code, and the map library it fetches, load only once a map view is open.
const SearchMap = lazy(() => importWithRetry(() => import('./search-map')));

/** The map's frame, drawn by the server and until the map's code is here: the page keeps its layout. */
function MapPlaceholder() {
  return (
    <Box h={{ base: '55vh', sm: '70vh' }} mih={280} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Center h="100%">
        <Text c="dimmed">
          <Trans>Loading the map…</Trans>
        </Text>
      </Center>
    </Box>
  );
}

export interface MapResultsProps {
  /** The search: the map has a pin for every listing it finds. */
  filters: SearchFilters;
  /** The list's loaded listings. */
  listings: Property[];
  map: MapParams;
  location?: string;
  onSearchArea(box: Bbox): void;
  /** The results as a list: beside the map from 992 px, under it on narrower screens. */
  list: ReactNode;
}

/** The map view of a search: the map and the same results as a list. */
export function MapResults({ filters, listings, map, location, onSearchArea, list }: MapResultsProps) {
  // Read in the browser only, from when the app has the page, alongside the map's code: the
  // server's page and its list never wait for pins the server cannot draw.
  const hydrating = useHydrating();
  const pins = useQuery({ ...searchMapPinsQueryOptions(filters), enabled: !hydrating });
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Box pos={{ base: 'static', md: 'sticky' }} top={{ md: 80 }}>
          <AfterHydration fallback={<MapPlaceholder />}>
            <SearchMap pins={pins} listings={listings} bbox={map.bbox} location={location} onSearchArea={onSearchArea} />
          </AfterHydration>
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>{list}</Grid.Col>
    </Grid>
  );
}

/** Map or List: the same search in the other view (the map's box only belongs to the map). A link, so it works before the app has hydrated. */
export function MapToggle({ path, map }: { path: ListingsPath; map: MapParams }) {
  const router = useRouter();
  const navigate = useNavigate();
  const onMap = map.view === 'map';
  const target = {
    to: path,
    search: (prev: SearchParams) => withMapParams({ ...prev, page: undefined }, onMap ? {} : { view: 'map', bbox: map.bbox }),
  };
  return (
    <Button
      component="a"
      href={router.history.createHref(router.buildLocation(target).href)}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        void navigate(target);
      }}
      variant="default"
      data-testid="map-toggle"
    >
      {onMap ? <Trans>List</Trans> : <Trans>Map</Trans>}
    </Button>
  );
}
