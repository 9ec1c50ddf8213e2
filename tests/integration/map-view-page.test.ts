import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './emulator';
import { routeApiTo, testAppServer } from './app-server';

// The map view from the app's server: the page keeps its results as a list in the HTML and draws
// the map's frame, which the browser fills in (Leaflet cannot run on the server).

let emulator: TestEmulator;
let restoreFetch = () => {};
const { get } = testAppServer();
const cards = (html: string) => new Set(html.match(/href="\/property\/[0-9a-f-]{36}"/g) ?? []).size;

beforeAll(async () => {
  emulator = await startTestEmulator();
  restoreFetch = routeApiTo(emulator);
});
afterAll(async () => {
  restoreFetch();
  await emulator.stop();
});

describe('the map view of /buy', () => {
  it('renders the list and the map frame at the server, with a link back to the list', async () => {
    const response = await get('/buy?view=map&bbox=54.3,24.4,54.7,24.6');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Loading the map');
    expect(html).not.toContain('leaflet-container');
    expect(cards(html)).toBeGreaterThan(0);
    // The toggle is a link, so it works before the app has hydrated.
    expect(html).toMatch(/<a[^>]*href="\/buy"[^>]*data-testid="map-toggle"|<a[^>]*data-testid="map-toggle"[^>]*href="\/buy"/);
  });

  it('offers the map from the list, and allows the tile server in the CSP', async () => {
    const response = await get('/buy');
    const html = await response.text();
    expect(html).toMatch(/href="\/buy\?view=map"/);
    expect(response.headers.get('content-security-policy')).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
  });
});
