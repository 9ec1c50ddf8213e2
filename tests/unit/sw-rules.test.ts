import { describe, expect, it } from 'vitest';
import { isListingImage, isMapTile, mapTilePattern, NAVIGATION_DENYLIST } from '@/offline/sw-rules';
import { ANON_KEY } from '../../supabase/emulator/config.ts';

const API = 'http://127.0.0.1:54321';

function request(path: string, init: { method?: string; token?: string } = {}) {
  const headers = new Headers();
  if (init.token !== undefined) headers.set('Authorization', `Bearer ${init.token}`);
  return new Request(`${API}${path}`, { method: init.method ?? 'GET', headers });
}

const LISTINGS = '/rest/v1/properties?select=*&order=created_at.desc';

describe('isListingImage', () => {
  it('accepts public storage objects and sample photos', () => {
    expect(isListingImage(request('/storage/v1/object/public/property-images/a/a_0_1.jpg'))).toBe(true);
    expect(isListingImage(request('/storage/v1/render/image/public/property-images/a/a_0_1.jpg?width=640&resize=contain&quality=75'))).toBe(true);
    expect(isListingImage(new Request('http://localhost:4173/samples/villa-pool.svg'))).toBe(true);
  });

  it('refuses API reads, which the app keeps itself', () => {
    expect(isListingImage(request(LISTINGS, { token: ANON_KEY }))).toBe(false);
  });

  it('refuses private storage and uploads', () => {
    expect(isListingImage(request('/storage/v1/object/property-images/a/a_0_1.jpg'))).toBe(false);
    expect(isListingImage(request('/storage/v1/object/public/property-images/a/a_0_1.jpg', { method: 'POST' }))).toBe(false);
  });
});

describe('NAVIGATION_DENYLIST', () => {
  const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
  it('leaves crawler files to the server and everything else to the app', () => {
    expect(denied('/sitemap.xml')).toBe(true);
    expect(denied('/news-sitemap.xml')).toBe(true);
    expect(denied('/robots.txt')).toBe(true);
    expect(denied('/property/abc')).toBe(false);
    expect(denied('/')).toBe(false);
  });
});

describe('isMapTile', () => {
  const osm = mapTilePattern('https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'http://localhost:4173');
  it('accepts the tile server’s tiles', () => {
    expect(isMapTile(new Request('https://tile.openstreetmap.org/12/2667/1749.png'), osm)).toBe(true);
  });

  it('refuses anything else from there or elsewhere, and non-GETs', () => {
    expect(isMapTile(new Request('https://tile.openstreetmap.org/copyright'), osm)).toBe(false);
    expect(isMapTile(new Request('https://evil.example/12/2667/1749.png'), osm)).toBe(false);
    expect(isMapTile(new Request('https://tile.openstreetmap.org/12/2667/1749.png', { method: 'POST' }), osm)).toBe(false);
    expect(isMapTile(request('/storage/v1/object/public/property-images/a/a_0_1.jpg'), osm)).toBe(false);
  });

  it('reads subdomain, retina and same-origin templates', () => {
    const sub = mapTilePattern('https://{s}.tiles.example.com/{z}/{x}/{y}{r}.png?key=abc', 'http://localhost:4173');
    expect(isMapTile(new Request('https://b.tiles.example.com/3/4/5@2x.png?key=abc'), sub)).toBe(true);
    expect(isMapTile(new Request('https://b.tiles.example.com/3/4/5.png?key=abc'), sub)).toBe(true);
    expect(isMapTile(new Request('https://b.tiles.example.com/3/4/5.png?key=other'), sub)).toBe(false);
    const local = mapTilePattern('/tiles/{z}/{x}/{y}.png', 'http://localhost:4173');
    expect(isMapTile(new Request('http://localhost:4173/tiles/1/2/3.png'), local)).toBe(true);
    expect(isMapTile(new Request('http://localhost:4173/buy'), local)).toBe(false);
  });
});
