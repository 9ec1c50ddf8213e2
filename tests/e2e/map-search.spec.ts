import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { adminClient, listingsHydrated } from './support';

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

/** The listings the map shows in its view: each pin one, each cluster as many as it says. */
async function listingsOnMap(map: Locator): Promise<number> {
  const clusters = await map.getByTestId('map-cluster').allTextContents();
  return (await map.getByTestId('map-pin').count()) + clusters.reduce((sum, text) => sum + Number(text), 0);
}

/** The search's total, from the results count line ('45 properties found'). */
async function resultsTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('results-count').textContent())!;
  expect(text).toMatch(/^\d+ propert(y|ies) found$/);
  return Number(text.replace(/\D/g, ''));
}

/** The ids of the listings in the list beside the map (its loaded pages). */
async function listedIds(page: Page): Promise<Set<string>> {
  const hrefs = await page.getByTestId('listing-grid').locator('a[href^="/property/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return new Set(hrefs.map((href) => href.replace('/property/', '')));
}

/** The map's read of every match's pin (the app's select of a pin's columns). */
/**
 * How many of /buy's listings have a position, so a pin (listings added by other tests without
 * one are in the list only); with `ids`, how many of those.
 */
async function salesWithPosition(ids?: Set<string>): Promise<number> {
  let query = adminClient().from('properties').select('id', { count: 'exact', head: true }).eq('listing_type', 'sale').eq('status', 'available').not('latitude', 'is', null);
  if (ids) query = query.in('id', [...ids]);
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

/** The map's pins read: the search (public.search_properties) selecting a pin's columns. */
const isPinsRead = (url: URL) => url.pathname === '/rest/v1/rpc/search_properties' && (url.searchParams.get('select') ?? '').startsWith('id,latitude,longitude');

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

  // Every sale with a position is on the map, not only the list's first page of 24: the clusters'
  // counts and the lone pins add up to the database's count, and no note says otherwise.
  const total = await resultsTotal(page);
  expect(total).toBeGreaterThan(24);
  await expect.poll(async () => (await listedIds(page)).size).toBe(24);
  const withPosition = await salesWithPosition();
  expect(withPosition).toBeGreaterThan(24);
  await expect.poll(() => listingsOnMap(map), { message: 'listings on the map' }).toBe(withPosition);
  await expect(page.getByTestId('map-pins-note')).toHaveCount(0);

  // Sales across two cities: clusters first; a tap on the largest zooms in until a pin stands
  // alone whose listing the list has not loaded.
  const listed = await listedIds(page);
  const pins = map.getByTestId('map-pin');
  const offPage = async () => (await pins.evaluateAll((els) => els.map((el) => el.getAttribute('data-id')!))).find((id) => !listed.has(id));
  for (let i = 0; i < 8 && !(await offPage()); i++) {
    const counts = (await map.getByTestId('map-cluster').allTextContents()).map(Number);
    expect(counts.length, 'a cluster to open').toBeGreaterThan(0);
    await map.getByTestId('map-cluster').nth(counts.indexOf(Math.max(...counts))).tap();
    await page.waitForTimeout(400);
  }
  const id = (await offPage())!;
  expect(id, 'a pin of a listing beyond the first page').toBeTruthy();
  const pin = map.locator(`[data-testid="map-pin"][data-id="${id}"]`);
  await expect(pin).toHaveText(/^AED \d+(\.\d)?[KMB]$/);
  await pin.tap();
  // Its card is read on its own: the database's title, area and a photo, linking to the listing.
  const card = page.getByTestId('map-listing-card');
  await expect(card).toBeVisible();
  await expect(card.getByRole('link')).toHaveAttribute('href', `/property/${id}`);
  const { data: listing } = await adminClient().from('properties').select('title, location').eq('id', id).single();
  await expect(card).toContainText(listing!.title);
  await expect(card).toContainText(listing!.location);
  await expect(card).not.toHaveAttribute('aria-busy');
  await expect(card.locator('img')).toHaveAttribute('src', /samples|storage/);
  expect(await card.textContent()).toContain('AED');

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

test('while the pins load the map shows the list’s listings and says so; when they fail, it says that and tries again', async ({ page, context }) => {
  await serveFixtureTiles(context);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let fail = false;
  await page.route(isPinsRead, async (route) => {
    await held;
    if (fail) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'boom' }) });
    else await route.continue();
  });
  await page.goto('/buy?view=map');
  await listingsHydrated(page);
  const map = page.getByTestId('search-map');
  const note = page.getByTestId('map-pins-note');
  await expect(note).toHaveText('Loading a pin for every match; the map shows the listings below until then.');
  await expect.poll(async () => (await listedIds(page)).size).toBe(24);
  await expect.poll(() => listingsOnMap(map)).toBe(await salesWithPosition(await listedIds(page)));
  release();
  await expect.poll(() => listingsOnMap(map)).toBe(await salesWithPosition());
  await expect(note).toHaveCount(0);

  // Another search whose pins fail (the read and its one retry): the list's listings stay on the
  // map, and the failure says so with a way to try again.
  fail = true;
  await page.getByRole('button', { name: 'Search this area' }).tap();
  await expect(page).toHaveURL(/[?&]bbox=/);
  const error = page.getByRole('alert').filter({ hasText: 'the pins of the other matches failed to load' });
  await expect(error).toBeVisible();
  await expect.poll(() => listingsOnMap(map)).toBe(Math.min(24, await resultsTotal(page)));
  fail = false;
  await error.getByRole('button', { name: 'Try again' }).tap();
  await expect(error).toHaveCount(0);
  await expect.poll(() => listingsOnMap(map)).toBe(await resultsTotal(page));
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

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
});
