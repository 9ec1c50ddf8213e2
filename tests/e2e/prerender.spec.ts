import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PRERENDERED_PATHS } from '../../scripts/prerender.ts';
import { holdChunk, signInThroughDialog } from './support';

// Content pages, the home page, /buy and /rent are prerendered at build time (scripts/prerender.ts):
// their text, title, description and link-preview tags are in the HTML, so they show without
// JavaScript; the app then renders over them without moving anything, and works as on any other page.

/** The built file of a route's page code, from the build's manifest (dist/, as the tests serve it). */
function routeChunk(routeFile: string): RegExp {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const file = manifest[`${routeFile}?tsr-split=component`]?.file;
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

/** Waits until the app has rendered over the prerendered page (main.tsx drops the marker then). */
const takenOver = (page: Page) => expect(page.locator('#root[data-prerendered]')).toHaveCount(0);

test('without JavaScript, a content page shows its text with its own title, description and preview tags', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByText('Can foreigners buy property in Abu Dhabi?')).toBeVisible();
  await expect(page).toHaveTitle('Abu Dhabi property FAQs: fees, mortgages, visas and renting | Manzil');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /freehold areas/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Abu Dhabi property FAQs/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faqs$/);
  // One title only: the shell's default is replaced, not repeated.
  expect(await page.locator('title').count()).toBe(1);
  expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);

  // An area page, with its live counts written in their loading state.
  await page.goto('/saadiyat-island');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Saadiyat Island');
  await expect(page.getByTestId('area-live-counts')).toHaveAttribute('aria-busy', 'true');

  // /buy is prerendered as its frame, its listings loading; a search's results page is not prerendered.
  await page.goto('/buy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for Sale');
  await expect(page.getByText('Loading properties...')).toBeVisible();
  // A search's results page gets the app shell's frame: the header and a loading state.
  await page.goto('/search-results?type=sale');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Buy', exact: true })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await context.close();
});

test('the app takes over a prerendered page without errors or layout shift, and it works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const shifts = await watchLayoutShifts(page);
  await page.goto('/faqs');
  // Once the app runs, the header's sign-in dialog opens (it does not exist without JavaScript).
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Can foreigners buy property in Abu Dhabi?' }).click();
  await expect(page.getByRole('button', { name: 'Can foreigners buy property in Abu Dhabi?' })).toHaveAttribute('aria-expanded', 'true');
  expect(await shifts()).toBeLessThan(0.01);

  const hydrated = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await takenOver(page);
    await page.waitForLoadState('networkidle');
    expect(await shifts(), path).toBeLessThan(0.01);
  };
  for (const path of ['/saadiyat-island', '/articles/buyers-guide', '/privacy-policy', '/commercial-for-sale', '/buy', '/rent']) await hydrated(path);
  expect(errors).toEqual([]);

  // Signed in, the prerendered (signed-out) header gives way to the user's.
  await signInThroughDialog(page, 'agent@manzil.ae');
  for (const path of ['/about', '/yas-island']) {
    await hydrated(path);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('on a phone, a first visit to the home page, /buy and /rent is taken over without layout shift', async ({ browser }) => {
  // Three or four first visits, each in a fresh context: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  for (const path of ['/', '/buy', '/rent']) {
    // A new context each time: nothing cached, the search form's code and styles arrive after the page.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const shifts = await watchLayoutShifts(page);
    await page.goto(path);
    await takenOver(page);
    // Home's search form; /buy's and /rent's is behind 'Filter results' on a phone, the listings first.
    await expect(path === '/' ? page.getByRole('search', { name: 'Property search' }) : page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await shifts(), path).toBeLessThan(0.01);
    await context.close();
  }
});

test('on a phone and a laptop, a search and a property are taken over from the app shell frame without layout shift', async ({ browser }) => {
  // Three or four first visits, each in a fresh context: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  for (const viewport of [{ width: 412, height: 823 }, { width: 1280, height: 800 }]) {
    for (const path of ['/search-results?type=sale', '/property/a0000000-0000-4000-8000-000000000001']) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const shifts = await watchLayoutShifts(page);
      await page.goto(path);
      await takenOver(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await shifts(), `${path} at ${viewport.width} px`).toBeLessThan(0.01);
      await context.close();
    }
  }
});

/**
 * Opens `path` with the page's route code (of `routeFile`) held back, and returns once the entry
 * script has asked for it: the page is still the build's. The returned function lets the code through.
 */
async function openWithPageCodeHeld(page: Page, path: string, routeFile: string): Promise<() => void> {
  const chunk = routeChunk(routeFile);
  const release = await holdChunk(page, chunk);
  const asked = page.waitForRequest(chunk);
  await page.goto(path, { waitUntil: 'commit' });
  await asked;
  return release;
}

for (const [kind, path, routeFile] of [
  ['a prerendered page', '/faqs', 'src/routes/faqs.tsx'],
  ['the app shell frame', '/property/a0000000-0000-4000-8000-000000000001', 'src/routes/property.$id.tsx'],
]) {
  test(`a button pressed on ${kind} before the app has taken over is pressed again once it has`, async ({ page }) => {
    const release = await openWithPageCodeHeld(page, path, routeFile);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
  });
}

test('text typed on a prerendered page before the app has taken over is carried over to it, with the focus and caret', async ({ page }) => {
  const release = await openWithPageCodeHeld(page, '/', 'src/routes/index.tsx');
  const box = page.locator('input#home-area');
  await box.click();
  await box.pressSequentially('Yas Islnd');
  await box.press('ArrowLeft');
  await box.press('ArrowLeft');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  release();
  await takenOver(page);
  await expect(box).toHaveValue('Yas Islnd');
  await expect(box).toBeFocused();
  // Typing goes on where the caret was.
  await box.press('a');
  await expect(box).toHaveValue('Yas Island');
  // The app's own state has the text: the search uses it.
  await page.getByRole('button', { name: 'To rent' }).click();
  await expect(page).toHaveURL(/\/search-results\?/);
  expect(new URL(page.url()).searchParams.get('location')).toBe('Yas Island');
});

test('every prerendered page is served as its own HTML with its styles; other addresses get the app shell', async ({ request }) => {
  for (const path of PRERENDERED_PATHS) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('data-prerendered');
    expect(html, path).toMatch(/<h1[\s>]/);
    expect(html, path).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
    expect(html, path).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js">/);
  }
  // The search form is written as its placeholder: the page's HTML does not link the form's styles.
  for (const path of ['/buy', '/rent']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('data-testid="search-form-placeholder"');
    expect(html, path).not.toMatch(/<(?:input|select)\b/);
  }
  // The app shell, with its frame: the header and the loading state, no page content or footer.
  for (const path of ['/search-results?type=rent', '/property/00000000-0000-4000-8000-000000000000', '/dashboard', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root" data-prerendered="">');
    expect(html, path).toContain('<header');
    expect(html, path).toContain('aria-label="Loading page"');
    expect(html, path).not.toMatch(/<h1[\s>]|<footer/);
    expect(html, path).toMatch(/<title>[^<]+<\/title>/);
  }
});
