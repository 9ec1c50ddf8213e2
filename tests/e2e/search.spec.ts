import { expect, test, type Page } from '@playwright/test';
import { appInPage, chooseOption, holdChunk, listingsHydrated, parsePrice } from './support';

// Search: the form navigates to /search-results with the filters as query parameters; results,
// empty state, sorting and 'Load more'.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The search form of the current page; the home page has one, else /buy from the header. */
async function searchForm(page: Page) {
  const form = page.getByRole('search', { name: 'Property search' }).first();
  if ((await form.count()) === 0) {
    await page.getByRole('banner').getByRole('link', { name: 'Buy', exact: true }).click();
    await expect(page).toHaveURL(/\/buy$/);
  }
  await expect(form).toBeVisible();
  return form;
}

/** schema.org ItemList JSON-LD blocks on the page (Playwright's text matching skips scripts). */
function itemListScripts(page: Page) {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.filter((s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type'] === 'ItemList').length);
}


test('home page search form -> results -> property', async ({ page }) => {
  await page.goto('/');
  const form = await searchForm(page);
  await form.getByLabel('Location').fill('marina');
  await page.getByRole('option', { name: 'Abu Dhabi Marina' }).click();
  await expect(form.getByLabel('Location')).toHaveValue('Abu Dhabi Marina');
  await form.getByText('Both', { exact: true }).click();
  await chooseOption(page, form.getByLabel('Min price (AED)'), '500,000');
  await chooseOption(page, form.getByLabel('Max price (AED)'), '10,000,000+');
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/search-results\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('location')).toBe('Abu Dhabi Marina');
  expect(url.searchParams.get('min_price')).toBe('500000');
  expect(url.searchParams.has('max_price')).toBe(false);
  expect(url.searchParams.has('include_under_offer')).toBe(false);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Properties (for sale|to rent) in Abu Dhabi Marina$/);
  await expect(page.getByText(/^\d+ propert(y|ies) found$/)).toBeVisible({ timeout: 15_000 });
  const cards = page.locator('article');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain('Abu Dhabi Marina');

  // Filter results reopens the form pre-filled.
  await page.getByRole('button', { name: 'Filter results' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter results' });
  await expect(drawer.getByLabel('Location')).toHaveValue('Abu Dhabi Marina');
  await expect(drawer.getByLabel('Min price (AED)')).toHaveValue('500,000');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/property/${UUID}$`));
});

test('a min above the max shows a message and keeps what was chosen', async ({ page }) => {
  await page.goto('/buy');
  const form = page.getByRole('search', { name: 'Property search' });
  await form.getByLabel('Location').fill('Yas Island');
  await chooseOption(page, form.getByLabel('Min price (AED)'), '5,000,000');
  await chooseOption(page, form.getByLabel('Max price (AED)'), '1,000,000');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByText('Maximum price must be at least the minimum price')).toBeVisible();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(form.getByLabel('Location')).toHaveValue('Yas Island');
  await expect(form.getByLabel('Min price (AED)')).toHaveValue('5,000,000');
});

test('no results: message, then Go Back returns to the previous page', async ({ page }) => {
  await page.goto('/buy');
  await expect(page.locator('article').first()).toBeVisible({ timeout: 15_000 });
  const form = page.getByRole('search', { name: 'Property search' });
  await form.getByLabel('Location').fill('Nowhere Island');
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search-results\?.*location=Nowhere/);
  await expect(page.getByText('No properties found')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
  expect(await itemListScripts(page)).toBe(0);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/buy$/);
});

test('sorting by price low to high orders the prices on screen', async ({ page }) => {
  await page.goto('/search-results?type=sale');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties for sale' })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible({ timeout: 15_000 });
  await listingsHydrated(page);
  await page.getByRole('button', { name: 'Sort: Newest listed' }).click();
  await page.getByRole('menuitem', { name: 'Price: low to high' }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page.getByRole('button', { name: 'Sort: Price: low to high' })).toBeVisible();
  await expect
    .poll(async () => {
      const prices = (await page.getByTestId('property-price').allInnerTexts()).map(parsePrice);
      const priced = prices.filter((p): p is number => p !== null);
      return prices.length > 1 && priced.every((p, i) => i === 0 || priced[i - 1] <= p) && prices.slice(priced.length).every((p) => p === null);
    })
    .toBe(true);
  await expect.poll(() => itemListScripts(page)).toBe(1);
});

test('Load more adds 24 and keeps them after visiting a property and coming back', async ({ page }) => {
  await page.goto('/search-results?include_under_offer=true');
  const cards = page.locator('article');
  await expect(cards).toHaveCount(24, { timeout: 15_000 });
  // Moving inside the app: before it has taken the page over, the link loads page 2 afresh.
  await listingsHydrated(page);
  await page.getByRole('link', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => cards.count()).toBeGreaterThan(24);
  const count = await cards.count();
  const target = cards.nth(30);
  await target.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  await target.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/property/${UUID}$`));
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards).toHaveCount(count);
  // Scroll restoration puts the visitor back where they were.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
});

/** Records how many cards the page showed when its first card appeared (window.firstCardsDrawn). */
async function recordFirstCardsDrawn(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const drawn = document.querySelectorAll('[data-testid="listing-grid"] article').length;
      if (drawn === 0) return;
      (window as unknown as { firstCardsDrawn: number }).firstCardsDrawn = drawn;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

const firstCardsDrawn = (page: Page) => page.evaluate(() => (window as unknown as { firstCardsDrawn?: number }).firstCardsDrawn);

test('a results page opened in the app draws its first cards, then the rest; a reload draws them all and keeps the scroll position', async ({ page }) => {
  await recordFirstCardsDrawn(page);
  await page.goto('/faqs');
  await appInPage(page);
  await page.getByRole('banner').getByRole('link', { name: 'Buy', exact: true }).click();
  const cards = page.locator('[data-testid="listing-grid"] article');
  await expect(cards).toHaveCount(24, { timeout: 15_000 });
  expect(await firstCardsDrawn(page)).toBeLessThan(24);

  await cards.nth(20).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);
  await page.reload();
  await expect(cards).toHaveCount(24, { timeout: 15_000 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200);
});

test('Save search: signed out asks to sign in, signed in saves it', async ({ page }) => {
  await page.goto('/search-results?location=Yas%20Island&property_type=villa&type=sale');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Villas for sale in Yas Island');
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Sign in to save this search')).toBeVisible();
  await dialog.getByLabel('Email').fill('agent@manzil.ae');
  await dialog.locator('input[type="password"]').fill('Manzil2025!');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Save search' }).click();
  const saving = page.getByRole('dialog', { name: 'Save this search' });
  await expect(saving.getByText('For sale · Villas · In Yas Island')).toBeVisible();
  await saving.getByRole('radio', { name: 'Instantly' }).check();
  await saving.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText("Saved 'Villas for sale in Yas Island'")).toBeVisible({ timeout: 15_000 });
});

test('the search form fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/rent');
  await page.getByRole('button', { name: 'Filter results' }).click();
  const form = page.getByRole('dialog', { name: 'Filter results' }).getByRole('search', { name: 'Property search' });
  for (const label of ['Location', 'Keywords', 'Property type', 'Added to site', 'Min rent (AED a year)', 'Max rent (AED a year)', 'Min bedrooms', 'Max bedrooms']) {
    await expect(form.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(form.getByRole('checkbox')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await form.getByLabel('Property type').selectOption('apartment');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search-results\?.*property_type=apartment.*type=rent|type=rent.*property_type=apartment/);
});

test('the search form arrives without moving the results: its placeholder takes its size on a tablet and a laptop', async ({ browser }) => {
  // (On a phone the form is in the 'Filter results' drawer, with no results under it.)
  for (const width of [600, 1280]) {
    // A first visit each time: an installed service worker would fetch the form's code itself,
    // where holdChunk does not see it.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width, height: 900 } });
    const page = await context.newPage();
    // Held back until the placeholder has been measured.
    const release = await holdChunk(page, /\/search-form-[^/]*\.js$/);
    await page.goto('/buy');
    // Measure the app's placeholder, once it has taken over the server's.
    await appInPage(page);
    const placeholder = page.getByTestId('search-form-placeholder');
    await expect(placeholder).toBeVisible();
    // (The server's placeholder gives way to the app's, the same size, as hydration ends.)
    let reserved = 0;
    await expect.poll(async () => (reserved = (await placeholder.boundingBox())?.height ?? 0)).toBeGreaterThan(0);
    release();
    const form = page.getByRole('search', { name: 'Property search' });
    await expect(form).toBeVisible();
    await expect.poll(async () => Math.abs(((await form.boundingBox())?.height ?? 0) - reserved), `at ${width} px: the form's height against the placeholder's ${reserved}`).toBeLessThanOrEqual(2);
    await context.close();
  }
});

test('Sort pressed before its menu has loaded opens the menu once it arrives', async ({ page }) => {
  const release = await holdChunk(page, /\/sort-menu-[^/]*\.js$/);
  await page.goto('/buy');
  await listingsHydrated(page);
  await page.getByRole('button', { name: 'Sort: Newest listed' }).click();
  release();
  await page.getByRole('menuitem', { name: 'Price: low to high' }).click();
  await expect(page.getByRole('button', { name: 'Sort: Price: low to high' })).toBeVisible();
  await expect(page).toHaveURL(/sort=price_asc/);
});

test('on a phone /buy and /rent start with the listings: filters behind Filter results, the offline note near the top', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/buy', '/rent']) {
    await page.goto(path);
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeVisible();
    // The first listing starts within the first screen, and the page's own form is not shown.
    expect((await firstCard.boundingBox())!.y, path).toBeLessThan(844 - 100);
    await expect(page.getByRole('search', { name: 'Property search' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Offline, the note saying the listings are the ones kept sits above them, on the first screen.
    // (Once the app has the page: going offline while its code still loads leaves the server's page.)
    await listingsHydrated(page);
    await context.setOffline(true);
    const note = page.getByText(/^Offline: showing what you saw on /);
    await expect(note).toBeVisible();
    const noteTop = (await note.boundingBox())!.y;
    expect(noteTop).toBeLessThan((await firstCard.boundingBox())!.y);
    expect(noteTop).toBeLessThan(844);
    await context.setOffline(false);
  }

  // The filters are one tap away, for this page's listing type.
  await page.getByRole('button', { name: 'Filter results' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter results' });
  await expect(drawer.getByLabel('Min rent (AED a year)', { exact: true })).toBeVisible();
  await drawer.getByLabel('Max bedrooms', { exact: true }).selectOption('Studio');
  await drawer.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/max_bedrooms=0/);
  await expect(page).toHaveURL(/type=rent/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Studios to rent');
  await expect(page).toHaveTitle(/^Studios to rent/);

  // On a laptop /buy keeps the whole form on the page.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/buy');
  await expect(page.getByRole('search', { name: 'Property search' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter results' })).toBeHidden();
});

test("the site's links: House Prices opens the price index, Popular areas lead with Abu Dhabi, WhatsApp is a mobile", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'House Prices' }).click();
  await expect(page).toHaveURL(/\/house-price-index$/);
  const areas = page.getByRole('navigation', { name: 'Popular areas' });
  await expect(areas.getByRole('link').first()).toHaveText('Al Reem Island');
  await expect(areas.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/9715\d{8}$/);
  await areas.getByRole('link', { name: 'Saadiyat Island' }).click();
  await expect(page).toHaveURL(/\/search-results\?location=Saadiyat(\+|%20)Island$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for sale in Saadiyat Island');
  await expect(page.getByRole('article').first()).toBeVisible();
});
