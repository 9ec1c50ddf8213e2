import AxeBuilder from '@axe-core/playwright';
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { adminClient } from './support.ts';

// One page of each of the app's page templates (and an unknown path), in the browser: one h1, a
// title, no console errors, no serious or critical accessibility violations, and no wider than a
// 360 px phone. Every route's h1, title (each its own) and description are the server's and are
// checked for every route without a browser: tests/integration/server-pages-and-files.test.ts
// (the public routes) and tests/unit/signed-in-pages.test.ts (the signed-in pages' signed-out
// heading and head). That every header and footer link leads to a page is checked on the server's
// pages too.

const LISTING_ID = 'a0000000-0000-4000-8000-000000000001';

// `same` names the routes drawn by the same template with other text or data; the browser's
// checks here are the template's.
const ROUTES: { path: string; h1: RegExp | string; same?: string[] }[] = [
  { path: '/', h1: /./ },
  { path: '/search-results', h1: 'Search Results', same: ['/buy', '/rent'] },
  { path: '/commercial-property', h1: /./ },
  { path: '/commercial-for-sale', h1: /./, same: ['/commercial-to-rent', '/overseas-homes'] },
  { path: '/sold-prices', h1: /./ },
  { path: '/find-agent', h1: /./ },
  { path: '/about', h1: /./, same: ['/investor-relations'] },
  { path: '/contact-us', h1: /./ },
  { path: '/buyer-guides', h1: /./, same: ['/property-guides', '/seller-guides', '/renter-guides'] },
  { path: '/property-news', h1: /./ },
  { path: '/stamp-duty-calculator', h1: /./ },
  { path: '/house-price-index', h1: /./ },
  { path: '/articles', h1: /./, same: ['/tech-blog'] },
  { path: '/press-centre', h1: /./ },
  { path: '/careers', h1: /./ },
  { path: '/dashboard', h1: 'Dashboard', same: ['/new-property', '/properties/new', `/properties/edit/${LISTING_ID}`] },
  { path: `/property/${LISTING_ID}`, h1: /./ },
  { path: '/yas-island', h1: /Yas Island/, same: ['/abu-dhabi-marina', '/downtown-abu-dhabi', '/saadiyat-island'] },
  { path: '/faqs', h1: /./ },
  { path: '/privacy-policy', h1: /./, same: ['/terms-conditions'] },
  { path: '/articles/buyers-guide', h1: /./, same: ['/articles/investment-strategies', '/articles/neighborhood-analysis'] },
  { path: '/reset-password', h1: 'Set a new password' },
  { path: '/unsubscribe?token=abc.def', h1: 'Stop email alerts' },
  { path: '/no-such-page-here', h1: 'Page Not Found' },
];

const titles = new Map<string, string>();
const PHONE = { width: 360, height: 740 };

for (const route of ROUTES) {
  test(`${route.path}${route.same ? ` (the template of ${route.same.join(', ')})` : ''} renders with one h1, a title, no console errors and no serious a11y issues`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      // The not-found page is answered 404, which the browser reports for the page itself.
      if (message.type() === 'error' && !(route.h1 === 'Page Not Found' && message.text().includes('status of 404'))) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(route.path);
    const h1 = page.locator('h1');
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(route.h1);
    // Wait for data-driven content to settle before judging the page.
    await expect(page.getByText('Loading properties...')).toHaveCount(0, { timeout: 15_000 });
    const title = await page.title();
    expect(title.length).toBeGreaterThan(5);
    const description = await page.locator('meta[name="description"]').last().getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(20);
    titles.set(route.path, title);

    // Only the violations are aggregated with every node (passes and the rest are not needed, and collecting them costs seconds on a large page).
    const results = await new AxeBuilder({ page }).disableRules(['region']).options({ resultTypes: ['violations'] }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // Signed-out guarded pages open the sign-in dialog: that is expected, not an error.
    expect(errors).toEqual([]);

    // No wider than a 360 px phone (the page laid out again at that width).
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), route.path).toBeLessThanOrEqual(PHONE.width);
  });
}

test('the pages visited have titles of their own', () => {
  // (Every route's title is checked to be its own at the server: tests/integration/server-pages-and-files.test.ts.)
  const seen = new Map<string, string>();
  for (const [path, title] of titles) {
    expect(seen.get(title), `${path} shares its title with ${seen.get(title)}`).toBeUndefined();
    seen.set(title, path);
  }
});

test('an unknown path shows the 404 page with the path and logs it', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/somewhere/that/does-not-exist?x=1');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByText('/somewhere/that/does-not-exist')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Properties for sale' })).toHaveAttribute('href', '/buy');
  await expect(main.getByRole('link', { name: 'Properties to rent' })).toHaveAttribute('href', '/rent');
  await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  // Logged once the page is live (the server's HTML shows it before then).
  await expect.poll(() => warnings.some((w) => w.includes('404') && w.includes('/somewhere/that/does-not-exist'))).toBe(true);
});

test('the window scrolls to the top when the path changes', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page.locator('h1')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the layout works on a 360 px phone with the mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Rent' }).click();
  await expect(page).toHaveURL(/\/rent$/);
  await expect(menu).toBeHidden();
});

test('no listing page is wider than a 360 px phone: the ten longest-titled listings', async ({ page }) => {
  // (Every route is checked at 360 px by its own test above.)
  const { data, error } = await adminClient().from('properties').select('id, title');
  if (error) throw error;
  const longest = data.sort((a, b) => b.title.length - a.title.length).slice(0, 10);
  await page.setViewportSize(PHONE);
  const tooWide: string[] = [];
  for (const path of longest.map((listing) => `/property/${listing.id}`)) {
    await page.goto(path);
    await expect(page.locator('h1'), path).toHaveCount(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) tooWide.push(`${path}: ${width} px`);
  }
  expect(tooWide).toEqual([]);
});
