import { expect, test } from '@playwright/test';
import { adminClient, appInPage } from './support.ts';

// The four area guides on a 360 px phone: nothing clipped or wider than the screen, and the
// area's listings on the site now (for sale and to rent) beside its marketing figures.

const PHONE = { width: 360, height: 740 };
const AREAS = [
  { path: '/abu-dhabi-marina', name: 'Abu Dhabi Marina', figures: true },
  { path: '/downtown-abu-dhabi', name: 'Downtown Abu Dhabi', figures: true },
  { path: '/saadiyat-island', name: 'Saadiyat Island', figures: false },
  { path: '/yas-island', name: 'Yas Island', figures: false },
];

/** The number /buy or /rent finds for the area: the same location match and statuses as the search. */
async function seededCount(area: string, listingType: 'sale' | 'rent') {
  const key = area.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const { count, error } = await adminClient()
    .from('properties')
    .select('id', { count: 'exact', head: true })
    .like('location_key', `%${key}%`)
    .eq('status', 'available')
    .eq('listing_type', listingType);
  if (error) throw error;
  return count ?? 0;
}

for (const area of AREAS) {
  test(`${area.path} fits a 360 px screen and shows the live counts`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(area.path);
    await expect(page.getByRole('heading', { level: 1, name: area.name })).toBeVisible();

    const [sale, rent] = await Promise.all([seededCount(area.name, 'sale'), seededCount(area.name, 'rent')]);
    expect(sale + rent).toBeGreaterThan(0);
    const live = page.getByTestId('area-live-counts');
    await expect(live.getByTestId('area-count-sale')).toHaveText(String(sale));
    await expect(live.getByTestId('area-count-rent')).toHaveText(String(rent));
    const saleLink = live.getByRole('link', { name: `${sale} for sale on Manzil now` });
    const rentLink = live.getByRole('link', { name: `${rent} to rent on Manzil now` });
    for (const [link, path] of [
      [saleLink, '/buy'],
      [rentLink, '/rent'],
    ] as const) {
      const href = new URL((await link.getAttribute('href'))!, 'http://localhost');
      expect(href.pathname).toBe(path);
      expect(href.searchParams.get('location')).toBe(area.name);
    }
    // The marketing figures stay beside them.
    if (area.figures) await expect(page.getByText('Properties listed')).toBeVisible();

    // Nothing wider than the screen...
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // ...and no button's text cut off: each label shows all of itself and ends inside the screen.
    const clipped = await page.evaluate((width) => {
      const problems: string[] = [];
      for (const label of document.querySelectorAll<HTMLElement>('main .mantine-Button-label')) {
        const box = label.getBoundingClientRect();
        if (label.scrollWidth > label.clientWidth + 1 || box.left < 0 || box.right > width) problems.push(label.textContent ?? '');
      }
      return problems;
    }, PHONE.width);
    expect(clipped).toEqual([]);
    const forSale = page.getByRole('link', { name: `Properties for sale in ${area.name}` });
    await expect(forSale).toBeVisible();
    await expect(forSale).toHaveText(`Properties for sale in ${area.name}`);
    await expect(page.getByRole('link', { name: `Properties to rent in ${area.name}` })).toBeInViewport();
  });
}

test('the live count clicks through to the area search', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/yas-island');
  const sale = await seededCount('Yas Island', 'sale');
  await page.getByRole('link', { name: `${sale} for sale on Manzil now` }).click();
  await expect(page).toHaveURL(/\/buy\?location=Yas(\+|%20)Island/);
});

test('a failed count says so quietly and the page keeps its figures', async ({ page }) => {
  // The server's page has its counts; a count the browser reads is one on a page opened in the app.
  await page.setViewportSize(PHONE);
  await page.goto('/yas-island');
  await appInPage(page);
  await page.route(
    (url) => url.pathname === '/rest/v1/properties' && url.searchParams.get('select') === 'id',
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.evaluate(() => {
    window.history.pushState({}, '', '/abu-dhabi-marina');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('Live count unavailable')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Properties listed')).toBeVisible();
  await expect(page.getByText('500+')).toBeVisible();
  // No error toast for it.
  await expect(page.getByRole('alert')).toHaveCount(0);
});
