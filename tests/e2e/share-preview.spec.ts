import { expect, test } from '@playwright/test';
import { imageSize } from '../image-size';

// The built app's server (`npm start`) as WhatsApp's crawler meets it: a seeded listing's page
// names an og:image this server answers as a JPEG large enough for a big preview card; and in a
// browser the same photo comes as one of its WebP copies (its srcset), preloaded.

test.use({ serviceWorkers: 'block' });

const PROPERTY = '/property/a0000000-0000-4000-8000-000000000001';
const WHATSAPP = 'WhatsApp/2.23.20.0';

const meta = (html: string, attr: 'property' | 'name', name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

test("a seeded listing's link preview: og:image is a JPEG of at least 1200x630 from the app's server, with alt text", async ({ request }) => {
  const page = await request.get(PROPERTY, { headers: { 'User-Agent': WHATSAPP } });
  expect(page.status()).toBe(200);
  const html = await page.text();
  const image = meta(html, 'property', 'og:image');
  // The site's public address is built in (VITE_SITE_URL); the file is asked of this worker's server.
  expect(image).toMatch(/^http:\/\/localhost:4173\/samples\/[a-z-]+\.jpg$/);
  expect(meta(html, 'property', 'og:image:alt')).toBeTruthy();
  expect(meta(html, 'name', 'twitter:image:alt')).toBe(meta(html, 'property', 'og:image:alt'));

  const response = await request.get(new URL(image!).pathname, { headers: { 'User-Agent': WHATSAPP } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
  const size = imageSize(new Uint8Array(await response.body()));
  expect(size.width).toBeGreaterThanOrEqual(1200);
  expect(size.height).toBeGreaterThanOrEqual(630);
});

test("in a browser, a sample photo is one of its WebP copies at the layout's size, preloaded, with its JPEG as src", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PROPERTY);
  const main = page.getByTestId('gallery-main-image');
  await expect(main).toBeVisible();
  await expect(main).toHaveAttribute('src', /^\/samples\/[a-z-]+\.jpg$/);
  await expect(main).toHaveAttribute('width', '1200');
  await expect(main).toHaveAttribute('height', '800');
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toMatch(/\/samples\/[a-z-]+-(960|1600)\.webp$/);
  // React preloads the priority photo by its srcset.
  await expect(page.locator('link[rel="preload"][as="image"][imagesrcset*=".webp"]').first()).toBeAttached();
});
