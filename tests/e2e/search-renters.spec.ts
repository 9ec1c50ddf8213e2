import { expect, test } from '@playwright/test';
import { adminClient, appInPage, chooseOption, listingsHydrated, parsePrice } from './support';

// Search for renters, commercial seekers and keywords; the way back from a property to the
// exact results.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// A search shows available listings unless include_under_offer (under offer, sold STC, let agreed).
const SHOWN_STATUSES = ['available'];

/** A URL with its query parameters in one order, to compare addresses that mean the same. */
function sortedUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.sort();
  return url.href;
}

test('Back to results returns to the same search, page and scroll position', async ({ page }) => {
  await page.goto('/search-results?include_under_offer=true&sort=price_desc');
  const cards = page.locator('article');
  await expect(cards).toHaveCount(24, { timeout: 15_000 });
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => cards.count()).toBeGreaterThan(24);
  // The app notes the results' scroll position once it has the page; a card opened before then
  // (on a busy machine, a second after the page arrives) is a plain link, and its way back
  // starts at the top.
  await listingsHydrated(page);
  const resultsUrl = page.url();
  const count = await cards.count();
  const target = cards.nth(28);
  await target.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  await target.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/property/${UUID}$`));

  await page.getByRole('link', { name: 'Back to results' }).click();
  await expect(page).toHaveURL(resultsUrl);
  await expect(cards).toHaveCount(count);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 100);

  // A property page reloaded (no in-app history to go back through) still knows the way.
  await target.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/property/${UUID}$`));
  await page.reload();
  const back = page.getByRole('link', { name: 'Back to results' });
  await expect.poll(async () => sortedUrl(new URL((await back.getAttribute('href'))!, resultsUrl).href)).toBe(sortedUrl(resultsUrl));
  await back.click();
  await expect.poll(() => sortedUrl(page.url())).toBe(sortedUrl(resultsUrl));
  await expect(cards).toHaveCount(count, { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100);
});

test('Go Back on an empty result opened from a link goes to the search page', async ({ page }) => {
  await page.goto('/search-results?location=Nowhere%20Island&type=rent');
  await expect(page.getByText('No properties found')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/search-results$/);
  await expect(page.locator('article').first()).toBeVisible({ timeout: 15_000 });
});

test('a rent search offers yearly rent brackets and shows rents per year', async ({ page }) => {
  await page.goto('/rent');
  const form = page.getByRole('search', { name: 'Property search' });
  // /rent shows the count and the sort control like the search results.
  await expect(page.getByTestId('results-count')).toHaveText(/^\d+ propert(y|ies) found$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Sort: Newest listed' })).toBeVisible();

  const min = form.getByLabel('Min rent (AED a year)');
  await min.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['No min', '25,000', '50,000', '75,000', '100,000', '150,000', '200,000', '300,000']);
  await page.getByRole('option', { name: '50,000', exact: true }).click();
  await chooseOption(page, form.getByLabel('Max rent (AED a year)'), '200,000');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search-results\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ min_price: '50000', max_price: '200000', type: 'rent' });

  const prices = page.getByTestId('property-price');
  await expect(prices.first()).toBeVisible({ timeout: 15_000 });
  // Until the new search answers, the page may still show the previous one's cards.
  const inRange = async () => (await prices.allInnerTexts()).every((text) => /^AED\s[\d,]+\/year$/.test(text) && parsePrice(text)! >= 50_000 && parsePrice(text)! <= 200_000);
  await expect.poll(inRange, { timeout: 15_000 }).toBe(true);
  const { count } = await adminClient()
    .from('properties')
    .select('id', { count: 'exact', head: true })
    .eq('listing_type', 'rent')
    .gte('price', 50_000)
    .lte('price', 200_000)
    .in('status', SHOWN_STATUSES);
  await expect(page.getByTestId('results-count')).toHaveText(`${count} ${count === 1 ? 'property' : 'properties'} found`);

  // Switching to a sale: the rent brackets go, a typed amount stays.
  await page.getByRole('button', { name: 'Filter results' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter results' });
  await expect(drawer.getByLabel('Min rent (AED a year)')).toHaveValue('50,000');
  await drawer.getByLabel('Max rent (AED a year)').fill('95,000');
  await drawer.getByText('For sale', { exact: true }).click();
  await expect(drawer.getByLabel('Min price (AED)')).toHaveValue('No min');
  await expect(drawer.getByLabel('Max price (AED)')).toHaveValue('95,000');
});

test('0 bedrooms reads Studio, and Studio is a bedroom choice', async ({ page }) => {
  await page.goto('/rent');
  const form = page.getByRole('search', { name: 'Property search' });
  await form.getByLabel('Max bedrooms').selectOption('Studio');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/max_bedrooms=0/);
  const cards = page.locator('article');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  // /rent's own cards can still be on screen as the URL changes: wait for the search's.
  await expect(cards.filter({ hasNotText: 'Studio' })).toHaveCount(0);
  await expect(cards.filter({ hasText: /\d+ bedrooms?/ })).toHaveCount(0);
  await expect(cards.first()).toContainText('Studio');
  await cards.first().getByRole('link').first().click();
  await expect(page.getByText('Studio', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('0 bedrooms')).toHaveCount(0);
});

test('keyword "pool" finds the seeded listings with a pool, with other filters too', async ({ page }) => {
  const admin = adminClient();
  const { data: withPool } = await admin
    .from('properties')
    .select('id, location_key')
    .or('title.ilike.%pool%,description.ilike.%pool%')
    .in('status', SHOWN_STATUSES);
  expect(withPool!.length).toBeGreaterThan(3);

  await page.goto('/search-results');
  await page.getByRole('button', { name: 'Filter results' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter results' });
  await drawer.getByLabel('Keywords').fill('pool');
  await drawer.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search-results\?keywords=pool$/);
  await expect(page.getByTestId('results-count')).toHaveText(`${withPool!.length} properties found`, { timeout: 15_000 });

  // Combined with an area: only that area's listings with a pool.
  await page.goto('/search-results?keywords=pool&location=Yas%20Island');
  const onYas = withPool!.filter((row) => String(row.location_key).includes('yasisland')).length;
  expect(onYas).toBeGreaterThan(0);
  await expect(page.getByTestId('results-count')).toHaveText(`${onYas} ${onYas === 1 ? 'property' : 'properties'} found`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for sale in Yas Island');
});

test('headings name the area properly; /buy has the count and sort', async ({ page }) => {
  await page.goto('/buy?location=downtowndubai');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for sale in Downtown Dubai');
  await expect(page.getByTestId('results-count')).toHaveText(/^\d+ propert(y|ies) found$/, { timeout: 15_000 });
  await listingsHydrated(page);
  await page.getByRole('button', { name: 'Sort: Newest listed' }).click();
  await page.getByRole('menuitem', { name: 'Price: high to low' }).click();
  await expect(page).toHaveURL(/\/buy\?.*sort=price_desc/);
  await page.goto('/rent?location=yas%20island');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties to rent in Yas Island');
});

test('commercial search: the sector and Rent/Buy choice search only that commercial type', async ({ page }) => {
  await page.goto('/commercial-property');
  // The sector buttons are the app's own (the server's page cannot remember a press of them).
  await appInPage(page);
  const form = page.getByRole('search', { name: 'Commercial property search' });
  await form.getByRole('button', { name: 'Offices' }).click();
  await form.getByRole('combobox', { name: 'Location' }).fill('Al Reem Island');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search-results\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ location: 'Al Reem Island', property_type: 'office', type: 'rent' });

  const { data: offices } = await adminClient()
    .from('properties')
    .select('id')
    .eq('property_type', 'office')
    .eq('listing_type', 'rent')
    .like('location_key', '%alreemisland%')
    .in('status', SHOWN_STATUSES);
  expect(offices!.length).toBeGreaterThan(0);
  const cards = page.locator('article');
  await expect(cards).toHaveCount(offices!.length, { timeout: 15_000 });
  const hrefs = await cards.locator('a[href^="/property/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs)).toEqual(new Set(offices!.map((o) => `/property/${o.id}`)));

  // The main search form offers the commercial types in their own group.
  await page.getByRole('button', { name: 'Filter results' }).click();
  const type = page.getByRole('dialog', { name: 'Filter results' }).getByLabel('Property type');
  await expect(type).toHaveValue('office');
  await expect(type.locator('optgroup[label="Commercial"] option')).toHaveText(['Any commercial', 'Office', 'Retail', 'Warehouse / Industrial', 'Land', 'Other commercial']);
});
