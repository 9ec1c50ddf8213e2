import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { listingsHydrated } from './support';

// The map view on a phone, with touch: tiles come from a fixture made here, since nothing
// outside this machine is reachable (the build's tile server is OpenStreetMap's, the default).

/** A solid 256 × 256 PNG tile of one colour. */
function solidTile(rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(256 * 3).map((_, i) => rgb[i % 3]!)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 256 }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

const TILES = [solidTile([170, 211, 223]), solidTile([242, 239, 233])];
const LOCAL = new Set(['localhost', '127.0.0.1']);

/** Tiles from the fixture (the worker's fetches too); anything else leaving the machine is refused and recorded. */
async function serveFixtureTiles(context: BrowserContext): Promise<{ tiles: string[]; outside: string[]; refuseTiles: boolean }> {
  const seen = { tiles: [] as string[], outside: [] as string[], refuseTiles: false };
  await context.route(
    (url) => !LOCAL.has(url.hostname),
    async (route) => {
      const url = new URL(route.request().url());
      const tile = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url.pathname);
      if (url.hostname === 'tile.openstreetmap.org' && tile && !seen.refuseTiles) {
        seen.tiles.push(url.pathname);
        await route.fulfill({
          status: 200,
          contentType: 'image/png',
          headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'max-age=86400' },
          body: TILES[(Number(tile[2]) + Number(tile[3])) % 2],
        });
        return;
      }
      if (!tile) seen.outside.push(url.href);
      await route.abort();
    },
  );
  return seen;
}

/** A one-finger drag, as the phone's touch screen sends it. */
async function touchDrag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + (by.x * step) / 8, y: from.y + (by.y * step) / 8 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const bboxOf = (page: Page) => new URL(page.url()).searchParams.get('bbox');
/** Tiles Leaflet has drawn (it marks each one that loaded). */
const tilesDrawn = (page: Page) => page.locator('.leaflet-tile-loaded').count();

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

test('on a phone the map shows the search as price pins: tap a pin for its card, pan, and search this area', async ({ page, context }) => {
  const network = await serveFixtureTiles(context);
  await page.goto('/buy');
  await listingsHydrated(page);

  await page.getByTestId('map-toggle').tap();
  await expect(page).toHaveURL(/[?&]view=map/);
  const map = page.getByTestId('search-map');
  await expect(map).toBeVisible();
  await expect.poll(() => network.tiles.length, { message: 'fixture tiles drawn' }).toBeGreaterThan(0);

  // The list is still there, the way for screen readers, and nothing is wider than the phone.
  await expect(page.getByTestId('listing-grid').locator('article').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Sales across two cities: clusters first; a tap on one zooms in until pins stand alone.
  const pins = map.getByTestId('map-pin');
  for (let i = 0; i < 6 && (await pins.count()) === 0; i++) {
    await map.getByTestId('map-cluster').first().tap();
    await page.waitForTimeout(400);
  }
  const pin = pins.first();
  await expect(pin).toHaveText(/^AED \d+(\.\d)?[KMB]$/);
  const price = (await pin.textContent())!;
  await pin.tap();
  const card = page.getByTestId('map-listing-card');
  await expect(card).toBeVisible();
  await expect(card.getByRole('link')).toHaveAttribute('href', /^\/property\//);
  // The card's full price is the pin's, written out (AED 2.1M is AED 2,1xx,xxx).
  expect(await card.textContent()).toContain('AED');
  expect(price).toMatch(/^AED /);

  // Search this area writes the box on screen; after a pan it is another box.
  await page.getByRole('button', { name: 'Search this area' }).tap();
  await expect.poll(() => bboxOf(page)).toMatch(/^-?\d+(\.\d{1,5})?(,-?\d+(\.\d{1,5})?){3}$/);
  const first = bboxOf(page)!;
  const [west, south, east, north] = first.split(',').map(Number) as [number, number, number, number];
  expect(west).toBeLessThan(east);
  expect(south).toBeLessThan(north);
  expect(west).toBeGreaterThanOrEqual(51);
  expect(north).toBeLessThanOrEqual(26.5);

  // From the middle of the map's part on screen (a touch off the screen reaches nothing).
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const visibleHeight = Math.min(box.y + box.height, page.viewportSize()!.height) - Math.max(box.y, 0);
  await touchDrag(page, { x: box.x + box.width / 2, y: Math.max(box.y, 0) + visibleHeight / 2 + 40 }, { x: -120, y: -80 });
  await page.getByRole('button', { name: 'Search this area' }).tap();
  await expect.poll(() => bboxOf(page)).not.toBe(first);
  const [movedWest, movedSouth] = bboxOf(page)!.split(',').map(Number) as [number, number];
  // Dragged up and to the left: the view moved east and south.
  expect(movedWest).toBeGreaterThan(west);
  expect(movedSouth).toBeLessThan(south);
  await expect(page).toHaveURL(/[?&]view=map/);

  expect(network.outside, 'requests that would have left the machine').toEqual([]);
});

test('a map seen before opens again offline, its tiles kept by the service worker', async ({ page, context }) => {
  test.setTimeout(60_000);
  const network = await serveFixtureTiles(context);
  await page.goto('/buy');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A box in the URL: the map opens on the same view, and so needs the same tiles, both times.
  const mapView = '/buy?view=map&bbox=54.3,24.4,54.7,24.6';
  await page.goto(mapView);
  await expect.poll(() => tilesDrawn(page)).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('map-tiles')).keys()).length)).toBeGreaterThan(0);

  // No tile server now: whatever the map draws comes from the worker's cache.
  network.refuseTiles = true;
  await context.setOffline(true);
  await page.goto(mapView);
  await expect(page.getByTestId('search-map')).toBeVisible();
  await expect.poll(() => tilesDrawn(page)).toBeGreaterThan(0);
  await context.setOffline(false);
  expect(network.outside, 'requests that would have left the machine').toEqual([]);
});
