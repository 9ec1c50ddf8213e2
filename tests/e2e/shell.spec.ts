import { expect, test, type APIRequestContext } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { measurePageWeight } from '../bench/page-weight';
import { myStack } from './stacks';
import { appInPage, holdChunk, PAGE_API_URL } from './support';

// The scripts every page runs before it is interactive (the HTML's module script and
// modulepreloads, and what they import statically) leave out code a first paint does not need:
// the device store (Dexie), the auth client, and what only some pages show. Each is recognised by
// a string that survives minification. `npm run bench` measures the resulting sizes.

const LEFT_OUT: Record<string, string> = {
  'the device store (Dexie)': 'DatabaseClosedError',
  'the auth client (@supabase/auth-js)': 'GoTrueClient@',
  'supabase-js realtime': 'phx_join',
  'forms and their schemas (zod)': 'ZodError',
};

/**
 * The JavaScript a page's HTML loads at once, with every static import, by URL: its module script
 * and preloads, as tags or as its start script names them (after the first paint).
 */
async function startupScripts(request: APIRequestContext, path: string): Promise<Map<string, string>> {
  const html = await (await request.get(path)).text();
  const tags = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+)"/g)].map((m) => m[1]);
  const started = /<script data-entry="([^"]+)" data-preload="([^"]*)">/.exec(html);
  const named = started ? [started[1], ...started[2].split(' ').filter(Boolean)] : [];
  const pending = [...tags, ...named].map((url) => new URL(url, `${myStack.appUrl}/`).href);
  const scripts = new Map<string, string>();
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (scripts.has(url)) continue;
    const code = await (await request.get(url)).text();
    scripts.set(url, code);
    // Static imports only (`import ... from "./x.js"` and bare `import "./x.js"`), not import().
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)"(\.{1,2}\/[^"]+\.js)"/g)) pending.push(new URL(m[1], url).href);
  }
  return scripts;
}

test('the startup scripts leave out the device store, the auth client, realtime and form schemas', async ({ request }) => {
  const scripts = await startupScripts(request, '/');
  expect(scripts.size).toBeGreaterThan(0);
  // The check can see what it looks for: the startup code has React's and the router's strings.
  expect([...scripts.values()].some((code) => code.includes('Minified React error'))).toBe(true);
  for (const [what, marker] of Object.entries(LEFT_OUT)) {
    const carriers = [...scripts].filter(([, code]) => code.includes(marker)).map(([url]) => url);
    expect(carriers, `${what} is loaded at startup`).toEqual([]);
  }
});

// Code and data only some pages show, each by a string that survives minification: no public
// page may load them before it is interactive unless it shows them. Content pages (the FAQ
// questions among them) come with their page's HTML and loader data, so no startup script
// carries them, not even their own page's.
const SHOWN_ELSEWHERE: Record<string, { marker: string; shownOn?: string }> = {
  'the dashboard': { marker: 'List New Property' },
  'the listing form': { marker: 'A permit number is required to publish a listing' },
  'the image compressor': { marker: 'maxWidthOrHeight' },
  'forms and their schemas (zod)': { marker: 'ZodError' },
  "the FAQ page's questions": { marker: 'What fees do I pay when I buy a property?' },
  'the articles': { marker: 'Abu Dhabi has become one of the most buyer-friendly property markets' },
  'the area pages': { marker: 'Waterfront towers, yacht berths and sunset views' },
  'the legal pages': { marker: 'You must be 18 or over to register.' },
  // Leaflet's own property on every element it places; it loads when a map view opens.
  'the map library (Leaflet)': { marker: '_leaflet_pos' },
};

test('no public page loads the dashboard, the listing form, form schemas, the image compressor or content it does not show', async ({ request }) => {
  // The FAQ page's questions reach it in its HTML.
  expect(await (await request.get('/faqs')).text()).toContain(SHOWN_ELSEWHERE["the FAQ page's questions"].marker);
  // The page-weight benchmark's own account of what each route loads before it is interactive.
  const report = await measurePageWeight({ dist: 'dist', print: false });
  const publicRoutes = report.routes.filter((r) => r.page !== '/dashboard' && r.locale === 'en');
  expect(publicRoutes.map((r) => r.route)).toEqual(['/', '/buy', '/search-results', '/property/:id', '/faqs']);
  // The same pages in Arabic load the Arabic messages and font in place of the English messages.
  const arabic = report.routes.filter((r) => r.locale === 'ar').map((r) => r.route);
  expect(arabic).toEqual(['/ar', '/ar/buy', '/ar/search-results', '/ar/property/:id', '/ar/faqs', '/ar/dashboard']);
  // The check can see what it looks for: each marker is in some chunk of the build.
  const chunks = readdirSync('dist/assets').filter((file) => file.endsWith('.js')).map((file) => readFileSync(`dist/assets/${file}`, 'utf8'));
  for (const [what, { marker }] of Object.entries(SHOWN_ELSEWHERE)) expect(chunks.some((c) => c.includes(marker)), what).toBe(true);
  // Nothing uses supabase-js's realtime client, so no chunk carries it (not even those fetched when idle).
  expect(chunks.filter((c) => c.includes(LEFT_OUT['supabase-js realtime'])).length, 'chunks carrying realtime').toBe(0);
  for (const { route, jsFiles } of publicRoutes) {
    const code = jsFiles.map((file) => readFileSync(`dist/${file}`, 'utf8'));
    for (const [what, { marker, shownOn }] of Object.entries(SHOWN_ELSEWHERE)) {
      expect(code.some((c) => c.includes(marker)), `${route} loads ${what}`).toBe(route === shownOn);
    }
  }
});

test('the precache holds the shell, every route chunk and the content, once each, and not the share image', async () => {
  const report = await measurePageWeight({ dist: 'dist', print: false });
  const precached = new Set(report.precacheUrls);
  expect(report.precache.duplicates).toEqual([]);
  expect(precached.has('app.html')).toBe(true);
  expect(precached.has('og-image.png')).toBe(false);
  for (const { route, jsFiles, cssFiles } of report.routes) {
    for (const file of [...jsFiles, ...cssFiles]) expect(precached.has(file), `${route}: ${file}`).toBe(true);
  }
  // Every chunk the build made (routes split lazily, dialogs, content data) is there for offline use.
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  for (const { file } of Object.values(manifest)) expect(precached.has(file), file).toBe(true);
});

test("the photo a listing page or a property shows first is fetched first, at its size; later cards' photos wait", async ({ page, request }) => {
  // Every page connects to the API early: its reads and photos come from there.
  const html = await (await request.get('/property/a0000000-0000-4000-8000-000000000001')).text();
  expect(html).toMatch(new RegExp(`<link rel="preconnect" href="${PAGE_API_URL}"`));

  await page.goto('/buy');
  const photos = page.locator('main article img');
  await expect(photos.nth(1)).toBeVisible();
  await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(photos.first()).toHaveAttribute('loading', 'eager');
  await expect(photos.first()).toHaveAttribute('width', /^\d+$/);
  await expect(photos.first()).toHaveAttribute('height', /^\d+$/);
  await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(photos.nth(1)).not.toHaveAttribute('fetchpriority', 'high');

  await page.goto('/property/a0000000-0000-4000-8000-000000000001');
  const gallery = page.getByTestId('gallery-main-image');
  await expect(gallery).toHaveAttribute('fetchpriority', 'high');
  await expect(gallery).not.toHaveAttribute('loading', 'lazy');
  await expect(gallery).toHaveAttribute('width', /^\d+$/);
  await expect(gallery).toHaveAttribute('height', /^\d+$/);
});

test("a property's and a search's first photo is in the server's page and preloaded, so it loads before the app's code; the app reads nothing again", async ({ browser }) => {
  const entry = (JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>)['index.html'].file;
  for (const path of ['/property/a0000000-0000-4000-8000-000000000001', '/search-results?type=sale&location=Yas%20Island']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const reads: string[] = [];
    const photos: string[] = [];
    page.on('request', (request) => {
      if (/\/rest\/v1\//.test(request.url())) reads.push(request.url());
      if (request.resourceType() === 'image') photos.push(request.url());
    });
    // The app's entry script is held back: the page and its photo come from the server's HTML alone.
    const release = await holdChunk(page, new RegExp(`/${entry.replace(/[.]/g, '\\.')}$`));
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A photo with a srcset (a sample's WebP copies) is preloaded by it, and the
    // browser fetches the copy it picks from it; a photo without, by its address.
    const link = page.locator('head link[rel="preload"][as="image"]').first();
    const preloaded = (await link.getAttribute('imagesrcset')) ?? (await link.getAttribute('href'))!;
    const candidates = preloaded.split(',').map((entry) => entry.trim().split(/\s+/)[0]);
    await expect.poll(() => photos.some((url) => candidates.some((candidate) => url.endsWith(candidate))), path).toBe(true);
    const firstPhoto = page.locator('article img, [data-testid="gallery-main-image"]').first();
    const named = await firstPhoto.evaluate((img) => [img.getAttribute('src'), img.getAttribute('srcset'), ...[...(img.closest('picture')?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('srcset'))]);
    expect(named, path).toContain(preloaded);
    release();
    await appInPage(page);
    await page.waitForLoadState('networkidle');
    expect(reads, path).toEqual([]);
    await context.close();
  }
});

test('a visitor gets a working heart and sign-in although both load after the first paint', async ({ page }) => {
  await page.goto('/buy');
  const heart = page.getByRole('main').getByRole('button', { name: 'Save property' }).first();
  await expect(heart).toBeVisible();
  // The working heart replaces the placeholder: it saves on the device.
  await expect(heart).not.toHaveAttribute('aria-disabled', 'true');
  await heart.click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Remove from saved' }).first()).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Remove from saved' }).first().click();

  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
});

test('pages and the sign-in form run within the Content-Security-Policy (no violation reported)', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Window & { cspViolations?: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`));
  });
  const violations = () => page.evaluate(() => (window as Window & { cspViolations?: string[] }).cspViolations ?? []);

  await page.goto('/faqs');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  // The form's schema (zod) has loaded and parsed.
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/buy');
  await expect(page.getByRole('search', { name: 'Property search' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a part whose chunk cannot be fetched does not take the page down, and loads when it can', async ({ page }) => {
  // The toasts' component: fetched when the page is idle, outside any page's error boundary.
  await page.route(/\/notifications-view-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/buy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForEvent('requestfailed', (request) => /\/notifications-view-[^/]*\.js$/.test(request.url()));
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page still works, and the chunk is asked for again once the browser reports the connection back.
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
  await page.unrouteAll();
  const retried = page.waitForResponse(/\/notifications-view-[^/]*\.js$/);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  expect((await retried).ok()).toBe(true);
});
