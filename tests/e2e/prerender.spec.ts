import { expect, test } from '@playwright/test';
import { PRERENDERED_PATHS } from '../../scripts/prerender.ts';
import { holdChunk, signInThroughDialog } from './support';

// Content pages are prerendered at build time (scripts/prerender.ts): their text, title,
// description and link-preview tags are in the HTML, so they show without JavaScript; the app
// then renders over them without moving anything, and works as on any other page.

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

  // Pages built from the database are not prerendered.
  await page.goto('/buy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await context.close();
});

test('the app takes over a prerendered page without errors or layout shift, and it works', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.addInitScript(() => {
    const w = window as Window & { shifts?: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.shifts! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/faqs');
  // Once the app runs, the header's sign-in dialog opens (it does not exist without JavaScript).
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Can foreigners buy property in Abu Dhabi?' }).click();
  await expect(page.getByRole('button', { name: 'Can foreigners buy property in Abu Dhabi?' })).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => (window as Window & { shifts?: number }).shifts)).toBeLessThan(0.01);

  const hydrated = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Opened by the app's own handler: the page is hydrated.
    await page.getByRole('banner').getByRole('button', { name: /Open menu|Sign in|Sign out/ }).first().waitFor();
    await page.waitForLoadState('networkidle');
  };
  for (const path of ['/saadiyat-island', '/articles/buyers-guide', '/privacy-policy', '/commercial-for-sale']) await hydrated(path);
  expect(errors).toEqual([]);

  // Signed in, the prerendered (signed-out) header gives way to the user's.
  await signInThroughDialog(page, 'agent@manzil.ae');
  for (const path of ['/about', '/yas-island']) {
    await hydrated(path);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a button pressed before the app has taken over a prerendered page is pressed again once it has', async ({ page }) => {
  const faqsChunk = /\/assets\/faqs-[^/]*\.js$/;
  const release = await holdChunk(page, faqsChunk);
  const asked = page.waitForRequest(faqsChunk);
  await page.goto('/faqs', { waitUntil: 'commit' });
  // The entry script runs and asks for the page's code, which is held back: the page is still the build's.
  await asked;
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeVisible();
});

test('every prerendered page is served as its own HTML with its styles, and none has a form field', async ({ request }) => {
  for (const path of PRERENDERED_PATHS) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('data-prerendered');
    expect(html, path).toMatch(/<h1[\s>]/);
    expect(html, path).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
    expect(html, path).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js">/);
    // Typing into a field before the app takes over would be lost when it renders over the page.
    expect(html, path).not.toMatch(/<(?:input|textarea|select)\b/);
  }
});
