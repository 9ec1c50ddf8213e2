import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { routePageChunk, type Manifest } from '../../src/server/document';
import { appInPage, holdChunk, signInThroughDialog } from './support';

// Every public page comes from the app's server with its content and data (src/server): it shows
// without JavaScript, and the app then hydrates it in place, without errors, without moving
// anything and without reading again what the server read.

// Each visit here is a first visit: an installed service worker would answer later ones with the app shell.
test.use({ serviceWorkers: 'block' });

const PROPERTY = '/property/a0000000-0000-4000-8000-000000000001';
const TITLE = '2-Bedroom Sea-View Apartment in Fairmont Marina Residences';

/** The built file of a route's page code, from the build's manifest. */
function routeChunk(routeFile: string): RegExp {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
  const file = manifest[routePageChunk(manifest, routeFile) ?? '']?.file;
  if (!file) throw new Error(`no page chunk for ${routeFile} in the build manifest`);
  return new RegExp(`/${file.replace(/[.]/g, '\\.')}$`);
}

/** The page's layout shifts not caused by input, summed over the page's life; call before goto. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as Window & { shifts?: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.shifts! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as Window & { shifts?: number }).shifts ?? 0);
}

test('without JavaScript, a property and a search show their content, and their links work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/search-results?location=saadiyat&type=sale');
  await expect(page).toHaveTitle('Properties for sale in Saadiyat | Manzil');
  await expect(page.getByText(/\d+ propert(y|ies) found/)).toBeVisible();
  const card = page.getByRole('article').first();
  await expect(card.getByTestId('property-price')).toHaveText(/^AED\s[\d,]+$/);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(PROPERTY);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page).toHaveTitle(`${TITLE} | Manzil`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${TITLE} | Manzil`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/samples\//);
  await expect(page.getByText('AED 2,150,000').first()).toBeVisible();
  await expect(page.getByTestId('gallery-main-image')).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached();
  // The breadcrumb leads back to the listings.
  await page.getByRole('link', { name: 'Properties for Sale' }).first().click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(page.getByRole('article')).toHaveCount(24);
  // 'Load more' is a link to the next page of results.
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/\/buy\?page=2$/);
  // Counted as the page arrives (the address changes before the whole page is parsed).
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(24);

  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByText('Can foreigners buy property in Abu Dhabi?')).toBeVisible();
  await context.close();
});

test('the app hydrates each page the server rendered without errors, layout shift or a second read, and it works', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    // This test blocks the service worker (each visit a first visit); Chromium says so.
    if (message.text().includes('Service Worker registration blocked')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/')) reads.push(`${page.url()} read ${request.url()}`);
  });
  const shifts = await watchLayoutShifts(page);
  for (const path of ['/', '/buy', '/rent', '/search-results?location=saadiyat&type=sale', PROPERTY, '/faqs', '/saadiyat-island', '/articles/buyers-guide', '/commercial-for-sale']) {
    await page.goto(path);
    await appInPage(page);
    await page.waitForLoadState('networkidle');
    expect(await shifts(), path).toBeLessThan(0.01);
  }
  expect(problems).toEqual([]);
  expect(reads).toEqual([]);

  // It is the app: the header's sign-in dialog opens, and signed in the header is the user's.
  await signInThroughDialog(page, 'agent@manzil.ae');
  for (const path of [PROPERTY, '/buy']) {
    await page.goto(path);
    await appInPage(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
  }
  // The owner's own listing: Edit instead of Contact Agent, once the session is known.
  await page.goto(PROPERTY);
  await expect(page.getByRole('link', { name: 'Edit listing' }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('text typed and a button pressed before the app has hydrated the page are handed to it', async ({ page }) => {
  const release = await holdChunk(page, routeChunk('src/routes/index.tsx'));
  await page.goto('/');
  const box = page.locator('input#home-area');
  await box.click();
  await box.pressSequentially('Yas Islnd');
  await box.press('ArrowLeft');
  await box.press('ArrowLeft');
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
  release();
  await appInPage(page);
  // The field's part of the page hydrates after the app's first commit; what is typed before then
  // is not handed over (early-input.ts), so the visitor here goes on once it has.
  await expect.poll(() => box.evaluate((field) => Object.keys(field).some((key) => key.startsWith('__reactProps$')))).toBe(true);
  await expect(box).toHaveValue('Yas Islnd');
  await expect(box).toBeFocused();
  // Typing goes on where the caret was.
  await box.press('a');
  await expect(box).toHaveValue('Yas Island');
  // The app's own state has the text: the search uses it.
  await page.getByRole('button', { name: 'To rent' }).click();
  await expect(page).toHaveURL(/\/search-results\?/);
  expect(new URL(page.url()).searchParams.get('location')).toBe('Yas Island');

  const held = await holdChunk(page, routeChunk('src/routes/faqs.tsx'));
  await page.goto('/faqs', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  held();
  // The route's code, then the auth client and the dialog's own chunks, all fetched cold after the press.
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible({ timeout: 20_000 });
});

test('the app takes over a page the visitor has already scrolled where they are', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await holdChunk(page, routeChunk('src/routes/property.$id.tsx'));
  await page.goto(PROPERTY);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const scrolled = await page.evaluate(() => window.scrollY);
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
  release();
  await appInPage(page);
  // The router's first render would put the window at the top: a tap under way would land on
  // whatever moved under the finger.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('signed-in pages come as the app shell frame, and fill in in the browser', async ({ page, request }) => {
  const html = await (await request.get('/dashboard')).text();
  expect(html).toContain('<div id="root" data-prerendered="">');
  expect(html).toContain('aria-label="Loading page"');
  expect(html).not.toMatch(/<h1[\s>]|<footer/);
  await page.goto('/');
  await signInThroughDialog(page, 'agent@manzil.ae');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
});
