import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeApiTo, testAppServer } from './app-server';
import { startTestEmulator, type TestEmulator } from './emulator';
import { imageSize } from '../image-size';

// A seeded listing shared on WhatsApp: the crawler reads the page's Open Graph tags, then fetches
// the image. WhatsApp and Facebook show no SVG (or WebP) there, and a large card needs at least
// 1200x630, so the image is checked as they get it: from the app's server, by its bytes.

const WHATSAPP = 'WhatsApp/2.23.20.0';
const PUBLIC = resolve('public');
const PROPERTY = 'a0000000-0000-4000-8000-000000000001';

let emulator: TestEmulator;
let restoreFetch: () => void;
// public/ as the built server serves dist/ (server/node.ts; vite copies public/ into dist/).
const { get } = testAppServer({
  readAsset: async (path) => {
    const file = resolve(PUBLIC, `.${path}`);
    if (!file.startsWith(PUBLIC + sep)) return null;
    return readFile(file).then(
      (body) => new Uint8Array(body),
      () => null,
    );
  },
});

beforeAll(async () => {
  emulator = await startTestEmulator();
  restoreFetch = routeApiTo(emulator);
});
afterAll(async () => {
  restoreFetch();
  await emulator.stop();
});

const meta = (html: string, attr: 'property' | 'name', name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe("a seeded listing's link preview", () => {
  for (const path of [`/property/${PROPERTY}`, `/ar/property/${PROPERTY}`]) {
    it(`${path}: og:image is an absolute JPEG or PNG of at least 1200x630 that the app's server answers, with its alt text`, async () => {
      const page = await get(path, { headers: { 'User-Agent': WHATSAPP } });
      expect(page.status).toBe(200);
      const html = await page.text();
      const image = meta(html, 'property', 'og:image');
      expect(image).toMatch(/^https?:\/\//);
      const title = /<title>([^<]*) \| Manzil<\/title>/.exec(html)?.[1];
      expect(title).toBeTruthy();
      expect(meta(html, 'property', 'og:image:alt')).toBe(title);
      expect(meta(html, 'name', 'twitter:image:alt')).toBe(title);
      expect(meta(html, 'name', 'twitter:image')).toBe(image);

      const url = new URL(image!);
      expect(url.origin).toBe('http://localhost:4173');
      const response = await get(url.pathname, { headers: { 'User-Agent': WHATSAPP } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/);
      const size = imageSize(new Uint8Array(await response.arrayBuffer()));
      expect(size.width).toBeGreaterThanOrEqual(1200);
      expect(size.height).toBeGreaterThanOrEqual(630);
      // The size the tags claim is the image's own.
      expect(meta(html, 'property', 'og:image:width')).toBe(String(size.width));
      expect(meta(html, 'property', 'og:image:height')).toBe(String(size.height));
    });
  }

  it('every seeded photo is such an image, with its WebP copies beside it (none is an SVG)', async () => {
    const { rows } = await emulator.db.query<{ image_url: string; kind: string }>(
      `select distinct image_url, kind from public.property_images where property_id::text like 'a0000000-0000-4000-8000-%' order by image_url`,
    );
    const photos = rows.filter((row) => row.kind !== 'floor_plan').map((row) => row.image_url);
    expect(photos.length).toBeGreaterThan(10);
    for (const photo of photos) {
      expect(photo).toMatch(/^\/samples\/[a-z-]+\.jpg$/);
      const size = imageSize(new Uint8Array(await readFile(join(PUBLIC, photo))));
      expect(size).toEqual({ width: 1600, height: 1067 });
      for (const width of [480, 960, 1600]) {
        const copy = await get(photo.replace(/\.jpg$/, `-${width}.webp`));
        expect(copy.status, `${photo} at ${width}`).toBe(200);
        expect(copy.headers.get('content-type')).toBe('image/webp');
      }
    }
    // Floor plans stay drawings: they are shown as plans, on white.
    for (const row of rows.filter((r) => r.kind === 'floor_plan')) expect(row.image_url).toMatch(/^\/samples\/floor-plan-[a-z-]+\.svg$/);
  });
});
