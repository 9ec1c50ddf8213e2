import { expect, test, type Page } from '@playwright/test';
import { adminClient, listingsHydrated } from './support';

// The listing-fact filters (furnishing, completion, size, bathrooms, amenities) through the search
// form under 'More filters': on a laptop from /rent's own form, on a phone from /buy's 'Filter
// results' drawer with its count before applying. The page's count and cards are the database's
// for the same conditions.

// A search shows available listings unless include_under_offer (DEFAULT_STATUS in search-listings.ts).
const DEFAULT_STATUS = 'available';
const PAGE_SIZE = 24;

const countText = (count: number) => `${count} ${count === 1 ? 'property' : 'properties'} found`;

interface FactConditions {
  listing_type: 'sale' | 'rent';
  furnishing?: string;
  completion?: string;
  min_size?: number;
  max_size?: number;
  min_bathrooms?: number;
  amenities?: string[];
}

/** The ids of the listings a search with these conditions should find, read with the service role. */
async function matchingIds(conditions: FactConditions): Promise<string[]> {
  let query = adminClient().from('properties').select('id').eq('status', DEFAULT_STATUS).eq('listing_type', conditions.listing_type);
  if (conditions.furnishing) query = query.eq('furnishing', conditions.furnishing);
  if (conditions.completion) query = query.eq('completion_status', conditions.completion);
  if (conditions.min_size !== undefined) query = query.gte('size_sqft', conditions.min_size);
  if (conditions.max_size !== undefined) query = query.lte('size_sqft', conditions.max_size);
  if (conditions.min_bathrooms !== undefined) query = query.gte('bathrooms', conditions.min_bathrooms);
  if (conditions.amenities?.length) query = query.contains('amenities', conditions.amenities);
  const { data, error } = await query;
  expect(error).toBeNull();
  return data!.map((row) => row.id as string);
}

/** The property links of the result cards shown (one per card). */
async function shownIds(page: Page): Promise<string[]> {
  const cards = page.locator('[data-testid="listing-grid"] article');
  const hrefs = await cards.evaluateAll((articles) => articles.map((a) => a.querySelector('a[href^="/property/"]')?.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace('/property/', ''));
}

/** The cards are the first page of exactly these listings. */
async function expectCardsOf(page: Page, ids: string[]) {
  const cards = page.locator('[data-testid="listing-grid"] article');
  await expect(cards).toHaveCount(Math.min(ids.length, PAGE_SIZE));
  const shown = await shownIds(page);
  expect(new Set(shown).size).toBe(shown.length);
  for (const id of shown) expect(ids, `card /property/${id} is not one of the matches`).toContain(id);
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('/rent: Furnished, 2+ bathrooms and Pool find the database\'s furnished rentals with a pool', async ({ page }) => {
    const all = await matchingIds({ listing_type: 'rent' });
    const furnished = await matchingIds({ listing_type: 'rent', furnishing: 'furnished' });
    const expected = await matchingIds({ listing_type: 'rent', furnishing: 'furnished', min_bathrooms: 2, amenities: ['pool'] });
    // The sample data has such listings, and fewer than furnished rentals, fewer still than all rentals:
    // a filter the search ignored would show a different count.
    expect(expected.length).toBeGreaterThan(0);
    expect(furnished.length).toBeLessThan(all.length);
    expect(expected.length).toBeLessThan(furnished.length);

    await page.goto('/rent');
    await expect(page.getByTestId('results-count')).toHaveText(countText(all.length), { timeout: 15_000 });
    await listingsHydrated(page);
    const form = page.getByRole('search', { name: 'Property search' });
    const more = form.getByRole('button', { name: 'More filters' });
    await more.click();
    await expect(form.getByRole('button', { name: 'Fewer filters' })).toHaveAttribute('aria-expanded', 'true');
    await form.getByLabel('Furnishing', { exact: true }).selectOption({ label: 'Furnished' });
    await form.getByLabel('Min bathrooms', { exact: true }).selectOption('2+');
    const pool = form.getByRole('checkbox', { name: 'Pool', exact: true });
    await pool.check();
    await expect(pool).toBeChecked();
    await form.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(/\/search-results\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ type: 'rent', furnishing: 'furnished', min_bathrooms: '2', amenities: 'pool' });
    await expect(page.getByTestId('results-count')).toHaveText(countText(expected.length), { timeout: 15_000 });
    await expectCardsOf(page, expected);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('/buy: Off-plan and a size range; the drawer counts the matches before applying', async ({ page }) => {
    const all = await matchingIds({ listing_type: 'sale' });
    const offPlan = await matchingIds({ listing_type: 'sale', completion: 'off_plan' });
    const expected = await matchingIds({ listing_type: 'sale', completion: 'off_plan', min_size: 2000, max_size: 10_000 });
    expect(expected.length).toBeGreaterThan(0);
    expect(offPlan.length).toBeLessThan(all.length);
    expect(expected.length).toBeLessThan(offPlan.length);

    await page.goto('/buy');
    await expect(page.getByTestId('results-count')).toHaveText(countText(all.length), { timeout: 15_000 });
    await listingsHydrated(page);
    await page.getByRole('button', { name: 'Filter results' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Filter results' });
    const form = drawer.getByRole('search', { name: 'Property search' });
    const preview = drawer.getByTestId('filter-match-count');
    // Before any change the drawer counts /buy's own listings.
    await expect(preview).toHaveText(countText(all.length), { timeout: 15_000 });

    await form.getByRole('button', { name: 'More filters' }).tap();
    await form.getByLabel('Completion', { exact: true }).selectOption({ label: 'Off-plan' });
    await expect(preview).toHaveText(countText(offPlan.length));
    await form.getByLabel('Min size (sq ft)', { exact: true }).selectOption('2,000');
    await form.getByLabel('Max size (sq ft)', { exact: true }).selectOption('10,000');
    await expect(preview).toHaveText(countText(expected.length));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Still only a preview: the page behind has not moved.
    await expect(page).toHaveURL(/\/buy$/);

    await form.getByRole('button', { name: 'Search' }).tap();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/search-results\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ type: 'sale', completion: 'off_plan', min_size: '2000', max_size: '10000' });
    await expect(page.getByTestId('results-count')).toHaveText(countText(expected.length), { timeout: 15_000 });
    await expectCardsOf(page, expected);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
