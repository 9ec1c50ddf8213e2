import AxeBuilder from '@axe-core/playwright';
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { appInPage } from './support';

// The content pages in Arabic on a phone: their text from content/ar/, right to left, nothing
// wider than the screen, and the app that takes over the server's page loads the same Arabic
// page (a hydration that fetched the English one would swap the text).

test.use({ viewport: { width: 390, height: 844 } });

// /ar/faqs and /ar/saadiyat-island on a phone (their heading, right to left, no sideways scroll, a
// hydration without errors) are checked with axe's run on them in arabic.spec.ts.

test('a link in an Arabic page opens the next page in Arabic, read in the browser', async ({ page }) => {
  await page.goto('/ar/faqs');
  await appInPage(page);
  await page.getByRole('main').getByRole('link', { name: 'أدلة المشترين' }).first().click();
  await expect(page).toHaveURL(/\/ar\/buyer-guides$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('شراء العقارات في أبوظبي');
  await expect(page).toHaveTitle(/دليل المشتري/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an Arabic area page searches its area by name, in Arabic', async ({ page }) => {
  await page.goto('/ar/saadiyat-island');
  await appInPage(page);
  const forSale = page.getByRole('link', { name: 'عقارات للبيع في جزيرة السعديات' });
  await expect(forSale).toHaveAttribute('href', '/ar/buy?location=Saadiyat%20Island');
  await forSale.click();
  await expect(page).toHaveURL(/\/ar\/buy\?location=Saadiyat/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test("the breadcrumbs' JSON-LD names Home in the page's language once the app has taken over", async ({ page }) => {
  const homeCrumb = async () => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = blocks.map((b) => JSON.parse(b) as { '@type': string; itemListElement?: { name: string }[] }).find((d) => d['@type'] === 'BreadcrumbList');
    return list?.itemListElement?.[0]?.name;
  };
  for (const [path, home] of [['/ar/faqs', 'الرئيسية'], ['/faqs', 'Home']] as const) {
    await page.goto(path);
    await appInPage(page);
    await expect.poll(homeCrumb).toBe(home);
  }
});

// One page of each template (the server-render tests, tests/unit/content-pages.test.ts, hold every
// Arabic page's text, heading and links; here the browser lays each kind of page out).
const CONTENT_PATHS = [
  '/about',
  '/articles',
  '/articles/buyers-guide',
  '/buyer-guides',
  '/house-price-index',
  '/privacy-policy',
  '/property-news',
  '/sold-prices',
  '/commercial-for-sale',
  '/yas-island',
];

// As routes.spec.ts holds the English pages to: one h1 (here in Arabic), no console errors, no
// serious accessibility issue, no wider than a 360 px phone.
for (const path of CONTENT_PATHS) {
  test(`/ar${path}: one Arabic h1, no console errors or serious a11y issues, fits 360 px`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/ar${path}`);
    await appInPage(page);
    const h1 = page.locator('h1');
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(/[\u0600-\u06FF]/);
    // Only the violations are aggregated with every node (passes and the rest are not needed, and collecting them costs seconds on a large page).
    const results = await new AxeBuilder({ page }).disableRules(['region']).options({ resultTypes: ['violations'] }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
  });
}
