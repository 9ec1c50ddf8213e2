import { expect, test } from '@playwright/test';
import { appInPage, listingsHydrated } from './support';

// Addresses people hand-edit and crawlers invent, in the browser: the page says what it left out,
// keeps working, and a deep page costs one read, not one per page (issue 38).

test.use({ serviceWorkers: 'block' });

test('a deep page is read at once and ends where the search ends; junk in the address is named, never a crash', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/search_properties')) searches.push(request.url());
  });

  // The seed's listings fill fewer than 4 pages: the server shows 2, the browser reads the rest in one read.
  await page.goto('/search-results?include_under_offer=true&page=40');
  await listingsHydrated(page);
  await expect(page.getByText('The page in the address is past the end of this search.')).toBeVisible();
  const count = Number(/^(\d+)/.exec((await page.getByTestId('results-count').innerText()).trim())?.[1]);
  await expect(page.locator('main article')).toHaveCount(count);
  await page.waitForLoadState('networkidle');
  expect(searches).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await page.goto('/search-results?sort=x&min_bedrooms=-5&max_bedrooms=zz');
  await listingsHydrated(page);
  const notice = page.getByTestId('ignored-filters');
  await expect(notice).toContainText('Sort ‘x’ is not one of its choices, so it was left out.');
  await expect(notice).toContainText('Minimum bedrooms ‘-5’ is not between 0 and 50, so it was left out.');
  await expect(notice).toContainText('Maximum bedrooms ‘zz’ is not a number, so it was left out.');
  await expect(page.getByRole('button', { name: 'Sort: Newest' })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  // In Arabic too.
  await page.goto('/ar/search-results?min_price=abc');
  await appInPage(page);
  await expect(page.getByTestId('ignored-filters')).toContainText('«abc» ليس رقماً');
  expect(problems).toEqual([]);
});

test('the built server answers addresses no page has with the not-found page, never a server error', async ({ request }) => {
  // The build's own code: a minifier once dropped the check that an address decodes. ('//host'
  // paths are the integration suite's: a client here would read one as another host.)
  for (const path of ['/%c0%ae%c0%ae/etc/passwd', '/%E0%A4%A', `/a${'/a'.repeat(2000)}`]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path.slice(0, 40)).toBe(404);
    expect(await response.text(), path.slice(0, 40)).toContain('<title>Page Not Found | Manzil</title>');
  }
  const slash = await request.get('/buy/?type=sale', { maxRedirects: 0 });
  expect(slash.status()).toBe(308);
  expect(slash.headers()['location']).toBe('/buy?type=sale');
  const junk = await request.get('/search-results?min_price=abc&page=1000000000&keywords=100%');
  expect(junk.status()).toBe(200);
});
