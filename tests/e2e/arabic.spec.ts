import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { appInPage, swipeLeftToRight } from './support';

// The Arabic site: every page under /ar, right to left from the server's first byte, and a visit
// that stays in Arabic as it moves between pages.

test.use({ viewport: { width: 390, height: 844 } });

test('an Arabic page is right to left from the server, its interface in Arabic, and its links stay in Arabic', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/ar/faqs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await appInPage(page);
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  const menu = page.getByRole('dialog', { name: 'القائمة' });
  await expect(menu.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await menu.getByRole('link', { name: 'إيجار' }).click();
  await expect(page).toHaveURL(/\/ar\/rent$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Links the page builds itself stay in Arabic too.
  await expect(page.getByTestId('map-toggle')).toHaveAttribute('href', '/ar/rent?view=map');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
});

test('the Arabic font loads on Arabic pages only', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/ibm-plex-sans-arabic|arabic-font/.test(request.url())) fonts.push(request.url());
  });
  await page.goto('/faqs');
  await appInPage(page);
  expect(fonts).toEqual([]);
  await page.goto('/ar/faqs');
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('IBM Plex Sans Arabic');
  await expect.poll(() => page.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px "IBM Plex Sans Arabic"', 'منزل')))).toBe(true);
  expect(fonts.some((url) => url.endsWith('.woff2'))).toBe(true);
  // Preloaded, each file the page uses once (a preload that does not match the face would fetch
  // it twice), so the first paint draws with it or never swaps it in (no layout shift).
  const preloaded = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const woff2 = fonts.filter((url) => url.endsWith('.woff2'));
  expect(preloaded.sort()).toEqual([...new Set(woff2)].sort());
  expect(woff2).toHaveLength(new Set(woff2).size);
});

test('switching language on a results page keeps the search and the place on the page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/buy?location=Yas%20Island&min_bedrooms=2');
  await appInPage(page);
  // The footer's switcher, at the bottom of the page: the Arabic page opens there too.
  const footerSwitcher = page.getByRole('contentinfo').getByTestId('language-switcher');
  await footerSwitcher.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(600);
  await footerSwitcher.click();
  await expect(page).toHaveURL(/\/ar\/buy\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('location')).toBe('Yas Island');
  expect(url.searchParams.get('min_bedrooms')).toBe('2');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await appInPage(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
  // And back, to English.
  await page.getByRole('banner').getByTestId('language-switcher').click();
  await expect(page).toHaveURL(/\/buy\?/);
  expect(new URL(page.url()).pathname).toBe('/buy');
});

test('a browser that prefers Arabic is offered the Arabic page, never sent there', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar-AE' });
  const page = await context.newPage();
  await page.goto('/faqs');
  await expect(page).toHaveURL(/\/faqs$/);
  const offer = page.getByRole('region', { name: 'العربية' });
  await expect(offer.getByRole('link', { name: 'عرض بالعربية' })).toHaveAttribute('href', '/ar/faqs');
  // Declined: not offered again on this device.
  await offer.getByRole('button', { name: 'إغلاق' }).click();
  await page.reload();
  await appInPage(page);
  await expect(page.getByRole('region', { name: 'العربية' })).toHaveCount(0);
  await context.close();
});

test('an Arabic property page: its interface in Arabic, no sideways scroll, and its gallery mirrored (next on the left, a swipe to the right shows the next)', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/ar/property/a0000000-0000-4000-8000-000000000001');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await appInPage(page);
  await expect(page.getByRole('heading', { name: 'معلومات الوسيط' })).toBeVisible();
  await expect(page.getByTestId('property-facts')).toContainText('نوع العقار');
  // The listing's own Arabic title (seeded), right to left like the page.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('شقة غرفتين مطلة على البحر في مساكن فيرمونت مارينا');
  await expect.poll(() => heading.evaluate((h1) => getComputedStyle(h1).direction)).toBe('rtl');
  await expect(page.getByRole('region', { name: 'التواصل مع الوسيط' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const gallery = page.getByTestId('property-gallery');
  const position = page.getByTestId('gallery-position');
  await expect(position).toHaveText(/^1 من \d+$/);
  const count = Number((await position.textContent())!.split(' من ')[1]);
  expect(count).toBeGreaterThan(1);
  const next = (await gallery.getByRole('button', { name: 'الصورة التالية' }).boundingBox())!;
  const previous = (await gallery.getByRole('button', { name: 'الصورة السابقة' }).boundingBox())!;
  expect(next.x).toBeLessThan(previous.x);

  // The arrow keys follow the layout: ArrowLeft goes on to the next photo.
  await gallery.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`2 من ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`1 من ${count}`);

  // A finger swiped from left to right shows the next photo.
  await swipeLeftToRight(page, page.getByTestId('gallery-main-image'));
  await expect(position).toHaveText(`2 من ${count}`);

  // A listing written in English only shows its English title, marked as English, left to right
  // inside the Arabic page (its words keep their order).
  await page.goto('/ar/property/a0000000-0000-4000-8000-000000000004');
  await appInPage(page);
  await expect(heading).toHaveText('Waterfront Café Unit on the Marina Walk');
  await expect(heading).toHaveAttribute('lang', 'en');
  await expect.poll(() => heading.evaluate((h1) => getComputedStyle(h1).direction)).toBe('ltr');
  expect(errors).toEqual([]);
});

test('an Arabic keyword search finds a listing by its Arabic text however the word is written, and names it in Arabic', async ({ page }) => {
  // Seeded: listing 1's Arabic title says "مطلة على البحر"; typed here with ه for ة and a shadda.
  await page.goto(`/ar/search-results?keywords=${encodeURIComponent('شقه مطلّه')}`);
  await appInPage(page);
  const card = page.getByRole('article', { name: 'شقة غرفتين مطلة على البحر في مساكن فيرمونت مارينا' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { level: 3 })).not.toHaveAttribute('lang', 'en');
  // An English keyword still searches the English text; English-only listings are named in English, marked as such.
  await page.goto('/ar/search-results?keywords=caf%C3%A9');
  await appInPage(page);
  const cafe = page.getByRole('article', { name: 'Waterfront Café Unit on the Marina Walk' });
  await expect(cafe.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'en');
});

// Eight Arabic pages, each checked by axe for every rule it knows (any impact), once the app has the page.
// Two of them are also held to their heading, with the page's start on the right, and a hydration
// that raised no error (a hydration that fetched the English page would swap the text).
const ARABIC_PAGES: { path: string; heading?: string }[] = [
  { path: '/ar' },
  { path: '/ar/buy' },
  { path: '/ar/rent?location=%D8%A7%D9%84%D8%B3%D8%B9%D8%AF%D9%8A%D8%A7%D8%AA' },
  { path: '/ar/property/a0000000-0000-4000-8000-000000000001' },
  { path: '/ar/search-results?type=sale&property_type=villa' },
  { path: '/ar/faqs', heading: 'الأسئلة الشائعة' },
  { path: '/ar/saadiyat-island', heading: 'جزيرة السعديات' },
  { path: '/ar/stamp-duty-calculator' },
];
for (const { path, heading } of ARABIC_PAGES) {
  test(`axe finds nothing on ${decodeURIComponent(path)}, and it fits a 390 px phone`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await appInPage(page);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(heading ?? /[\u0600-\u06FF]/);
    if (heading) {
      expect(await h1.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
      // The page's start is on the right: the heading's right edge is near the screen's.
      const box = (await h1.boundingBox())!;
      expect(390 - (box.x + box.width)).toBeLessThan(60);
      // For a look at the layout: the first screen.
      await page.screenshot({ path: test.info().outputPath('first-screen.png') });
    }
    // Only the violations are aggregated with every node (passes and the rest are not needed, and collecting them costs seconds on a large page).
    const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (heading) expect(errors).toEqual([]);
  });
}
