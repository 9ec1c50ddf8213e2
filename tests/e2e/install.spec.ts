import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// These journeys need the service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The app can be installed: the manifest and service worker meet the browser's install criteria,
// and the header offers "Install app" only while the browser has an install prompt to show.

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
  label?: string;
}

interface Manifest {
  id: string;
  start_url: string;
  icons: ManifestImage[];
  shortcuts: { name: string; url: string; icons: ManifestImage[] }[];
  screenshots: ManifestImage[];
}

/** What Chromium fires when the app can be installed, with a prompt() that records its call. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
}

test('the manifest names the app, its maskable icon, shortcuts and screenshots', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Manifest;
  expect(manifest.id).toBe('/');
  expect(manifest.start_url).toBe('/');

  const maskable = manifest.icons.filter((icon) => icon.purpose?.split(' ').includes('maskable'));
  expect(maskable).toHaveLength(1);
  // Its own picture, not an "any" icon reused (those put the logo too close to the edge).
  expect(manifest.icons.filter((icon) => icon.src === maskable[0].src)).toHaveLength(1);

  expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/search-results', '/dashboard?tab=saved', '/properties/new']);
  for (const shortcut of manifest.shortcuts) expect(shortcut.icons.length).toBeGreaterThan(0);

  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const screenshot of manifest.screenshots) expect(screenshot.label).toBeTruthy();

  // Every image is there, a PNG of the size the manifest says.
  const images = [...manifest.icons, ...manifest.shortcuts.flatMap((s) => s.icons), ...manifest.screenshots];
  for (const image of images) {
    const file = await request.get(image.src);
    expect(file.ok(), image.src).toBe(true);
    expect(file.headers()['content-type']).toBe('image/png');
    const png = await file.body();
    // A PNG's width and height are the big-endian words at bytes 16 and 20 (its IHDR chunk).
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, image.src).toBe(image.sizes);
  }

  // The service worker does not download the screenshots or the share image on install.
  const worker = await (await request.get('/sw.js')).text();
  // It keeps the app shell, and not the pages written for a static-only deploy (the server answers first visits).
  expect(worker).toContain('"app.html"');
  expect(worker).not.toContain('"index.html"');
  expect(worker).not.toContain('faqs.html');
  expect(worker).not.toContain('screenshots/');
  expect(worker).not.toContain('og-image');
});

test('the browser reports nothing stopping an install', async ({ playwright, baseURL }, testInfo) => {
  // Test contexts are incognito, where Chromium installs nothing: use a profile on disk.
  const profile = mkdtempSync(join(tmpdir(), 'manzil-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('"Install app" shows while the browser can install, opens its dialog, and goes after the choice', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Manzil home' })).toBeVisible();
  const install = header.getByRole('button', { name: 'Install app' });
  await expect(install).toBeHidden();

  await offerInstall(page);
  await expect(install).toBeVisible();
  await install.focus();
  await page.keyboard.press('Enter');
  await expect(install).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
});

test('"Install app" is in the phone menu too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await offerInstall(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.getByRole('button', { name: 'Install app' }).click();
  // The menu closes as the browser's dialog opens.
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
});

test('"Install app" goes when the app is installed some other way', async ({ page }) => {
  await page.goto('/');
  const install = page.getByRole('banner').getByRole('button', { name: 'Install app' });
  await offerInstall(page);
  await expect(install).toBeVisible();
  // E.g. from the browser's own menu: the page's prompt is no longer needed.
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(install).toBeHidden();
});

test('"Install app" stays hidden in the installed app', async ({ page }) => {
  // DevTools cannot emulate the display mode: the page's media query answers as the installed app's would.
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query) => matchMedia(query === '(display-mode: standalone)' ? 'all' : query);
  });
  await page.goto('/');
  expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Manzil home' })).toBeVisible();
  await offerInstall(page);
  // A frame later the header has drawn whatever the event changed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});

test.describe('on iOS Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('the phone menu explains how to add the app to the Home Screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const install = page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Install app' });
    await install.click();
    await expect(install).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog', { name: 'Install app' })).toContainText('Tap the Share button in Safari, then Add to Home Screen.');
  });
});
