import { describe, expect, it } from 'vitest';
import { ar, en } from './i18n';
import { AREAS_WITH_CENTRES, areaCentre } from '@/lib/area-centres';
import { ABU_DHABI_AREAS, DUBAI_AREAS } from '@/lib/areas';
import { tileSource } from '@/lib/map-tiles';
import { bboxText, parseSearchParams } from '@/features/listings/search-params';
import { UAE_BOUNDS } from '@/features/listings/listing-facts';
import { clampBbox, parseMapParams, withMapParams } from '@/features/listings/map/map-params';
import { pinPriceLabel } from '@/features/listings/map/price-label';
import { pinsCapNote } from '@/features/listings/map/pins-note';
import type { MapPin } from '@/features/listings/api/search-map-pins';
import { contentSecurityPolicy } from '@/server/security-headers';

describe('pinPriceLabel', () => {
  it('writes Arabic pins in Arabic words with Western digits', () => {
    // Intl keeps the figure and its word together with a no-break space.
    expect(pinPriceLabel(ar, 2_100_000, 'sale')).toBe('2.1\u00a0مليون درهم');
    expect(pinPriceLabel(ar, 75_000, 'rent')).toBe('75\u00a0ألف درهم/سنة');
  });

  it('shortens sale prices to K, M and B with one decimal below 10', () => {
    expect(pinPriceLabel(en, 2_100_000, 'sale')).toBe('AED 2.1M');
    expect(pinPriceLabel(en, 2_000_000, 'sale')).toBe('AED 2M');
    expect(pinPriceLabel(en, 12_450_000, 'sale')).toBe('AED 12M');
    expect(pinPriceLabel(en, 850_000, 'sale')).toBe('AED 850K');
    expect(pinPriceLabel(en, 999_999, 'sale')).toBe('AED 1M');
    expect(pinPriceLabel(en, 1_250_000_000, 'sale')).toBe('AED 1.3B');
    expect(pinPriceLabel(en, '3500000', 'sale')).toBe('AED 3.5M');
  });

  it('marks rents as yearly', () => {
    expect(pinPriceLabel(en, 120_000, 'rent')).toBe('AED 120K/yr');
    expect(pinPriceLabel(en, 85_500, 'rent')).toBe('AED 86K/yr');
    expect(pinPriceLabel(en, 9_500, 'rent')).toBe('AED 9.5K/yr');
  });

  it('says so when there is no price', () => {
    expect(pinPriceLabel(en, null, 'sale')).toBe('Price on request');
    expect(pinPriceLabel(en, 0, 'rent')).toBe('Price on request');
    expect(pinPriceLabel(en, 'abc', 'sale')).toBe('Price on request');
  });
});

describe('the map box', () => {
  it('Search this area clips the map to the UAE and rounds it to 5 decimals, as the URL writes it', () => {
    const box = clampBbox({ west: 54.123456789, south: 24.400001, east: 54.7, north: 24.6 })!;
    expect(bboxText(box)).toBe('54.12346,24.4,54.7,24.6');
    expect(clampBbox({ west: 50, south: 20, east: 60, north: 30 })).toEqual({ ...UAE_BOUNDS });
    expect(clampBbox({ west: 54, south: 24, east: 54, north: 25 })).toBeNull();
    expect(clampBbox({ west: -0.2, south: 51.4, east: 0.1, north: 51.6 })).toBeNull();
  });

  it('reads view=map and bbox from the parsed search, and writes them back', () => {
    const search = parseSearchParams({ view: 'map', bbox: '54.3,24.4,54.7,24.6', location: 'Yas' });
    expect(parseMapParams(search)).toEqual({ view: 'map', bbox: { west: 54.3, south: 24.4, east: 54.7, north: 24.6 } });
    expect(parseMapParams(parseSearchParams({ view: 'grid', bbox: 'nope' }))).toEqual({});
    const moved = withMapParams(search, { view: 'map', bbox: { west: 54.4, south: 24.45, east: 54.6, north: 24.55 } });
    expect(moved).toMatchObject({ location: 'Yas', view: 'map', bbox: '54.4,24.45,54.6,24.55' });
    expect(withMapParams(search, {})).toMatchObject({ view: undefined, bbox: undefined });
  });
});

describe('area centres', () => {
  it('covers every area the location lists name, inside the UAE', () => {
    for (const area of [...ABU_DHABI_AREAS, ...DUBAI_AREAS]) expect(areaCentre(area), area).not.toBeNull();
    for (const area of AREAS_WITH_CENTRES) {
      const { latitude, longitude } = areaCentre(area)!;
      expect(latitude).toBeGreaterThan(UAE_BOUNDS.south);
      expect(latitude).toBeLessThan(UAE_BOUNDS.north);
      expect(longitude).toBeGreaterThan(UAE_BOUNDS.west);
      expect(longitude).toBeLessThan(UAE_BOUNDS.east);
    }
  });

  it('finds an area however it is typed, and nothing for an unknown one', () => {
    expect(areaCentre('yas-island')).toEqual(areaCentre('Yas Island'));
    expect(areaCentre('JBR')).not.toBeNull();
    expect(areaCentre('Atlantis')).toBeNull();
    expect(areaCentre('')).toBeNull();
  });
});

describe('map tiles in the CSP', () => {
  it('names the tile server in img-src and connect-src', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png')).toBe('https://*.tiles.example.com');
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
    const csp = contentSecurityPolicy('http://127.0.0.1:54321', 'https://tiles.example.com/{z}/{x}/{y}.png');
    expect(csp).toMatch(/img-src [^;]*https:\/\/tiles\.example\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/tiles\.example\.com/);
    expect(contentSecurityPolicy('http://127.0.0.1:54321')).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
  });
});

describe('the note of a map with more matches than pins', () => {
  const pins = (n: number): MapPin[] =>
    Array.from({ length: n }, (_, i) => ({ id: String(i), latitude: 24.4, longitude: 54.4, price: 1, listing_type: 'sale', title: 'Villa' }));

  it('says nothing while every match is a pin', () => {
    expect(pinsCapNote(en, { pins: pins(40), count: 40, capped: false })).toBeNull();
    expect(pinsCapNote(en, { pins: pins(2000), count: 2000, capped: false })).toBeNull();
  });

  it('names the total, rounded as an estimate above max_rows, and how to see the rest', () => {
    expect(pinsCapNote(en, { pins: pins(2000), count: 5437, capped: true })).toBe('Showing 2,000 of about 5,400 matches: zoom in and search this area to see the rest.');
    expect(pinsCapNote(en, { pins: pins(30), count: 88, capped: true })).toBe('Showing 30 of 88 matches: zoom in and search this area to see the rest.');
  });

  it('leaves out an estimate that is not above the pins shown (the planner can fall short)', () => {
    expect(pinsCapNote(en, { pins: pins(2000), count: 2000, capped: true })).toBe('Showing the first 2,000 matches: zoom in and search this area to see the rest.');
    expect(pinsCapNote(en, { pins: pins(2000), count: 2040, capped: true })).toBe('Showing the first 2,000 matches: zoom in and search this area to see the rest.');
  });
});
