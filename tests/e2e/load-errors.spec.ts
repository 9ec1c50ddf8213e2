import { expect, test, type Page, type Route } from '@playwright/test';
import { appInPage, openSignedIn } from './support.ts';

// A read that fails is shown as a failure with Try again, never as empty data, and a form whose
// data did not load cannot be saved over the real data.

// page.route does not see requests a service worker makes; these tests are about the page.
test.use({ serviceWorkers: 'block' });

const fail = (route: Route) =>
  route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'boom' }) });

const TABLES = ['properties', 'messages', 'profiles', 'agent_profiles'] as const;
const pattern = (table: (typeof TABLES)[number]) => `**/rest/v1/${table}*`;

const panel = (page: Page) => page.getByRole('tabpanel');

async function expectLoadError(page: Page) {
  const alert = panel(page).getByRole('alert');
  await expect(alert).toContainText('Failed to load', { timeout: 15_000 });
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
}

test('failed dashboard reads show an error with Try again, never the empty state, and recover', async ({ page }) => {
  await openSignedIn(page, '/', 'omar.rashid@manzil.ae');
  for (const table of TABLES) await page.route(pattern(table), fail);
  const agentWrites: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/agent_profiles') && request.method() !== 'GET') agentWrites.push(request.method());
  });

  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // My Properties (the first tab).
  await expectLoadError(page);
  await expect(panel(page)).toContainText('Failed to load data');
  await expect(page.getByText("You don't have any property listings yet")).toHaveCount(0);
  // The toast comes once, from the query client.
  await expect(page.locator('.mantine-Notification-root', { hasText: 'Failed to load data' })).toHaveCount(1);

  await page.getByRole('tab', { name: 'Messages' }).click();
  await expectLoadError(page);
  await expect(page.getByText('No messages yet', { exact: false })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Profile' }).click();
  await expectLoadError(page);
  await expect(panel(page).getByText('Not set')).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Agent Details' }).click();
  await expectLoadError(page);
  await expect(panel(page)).toContainText('Failed to load agent profile');
  // No form to save over the real agent card.
  await expect(panel(page).getByLabel('Company name')).toHaveCount(0);
  await expect(panel(page).getByRole('button', { name: 'Update Agent Details' })).toHaveCount(0);
  expect(agentWrites).toEqual([]);

  // Back online for agent profiles: Try again brings the saved card into the form.
  await page.unroute(pattern('agent_profiles'));
  await panel(page).getByRole('button', { name: 'Try again' }).click();
  await expect(panel(page).getByRole('button', { name: 'Update Agent Details' })).toBeVisible();
  await expect(panel(page).getByLabel('Company name')).not.toHaveValue('');
  await expect(panel(page).getByRole('alert')).toHaveCount(0);

  // My Properties again: still failing, then Try again once the reads work.
  await page.getByRole('tab', { name: 'My Properties' }).click();
  await expectLoadError(page);
  await page.unroute(pattern('properties'));
  await panel(page).getByRole('button', { name: 'Try again' }).click();
  await expect(panel(page).getByRole('article').first()).toBeVisible();
  await expect(panel(page).getByRole('alert')).toHaveCount(0);

  for (const table of ['messages', 'profiles'] as const) await page.unroute(pattern(table));
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(panel(page).getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  expect(agentWrites).toEqual([]);
});

/** A search's listings (public.search_properties, which checks its arguments). */
const SEARCH_READS = '**/rest/v1/rpc/search_properties*';

test('failed listing reads on public pages show the error with Try again, and recover', async ({ page }) => {
  // The server renders a page with its reads; the browser reads when the visitor moves on in the app.
  await page.goto('/faqs');
  await appInPage(page);
  await page.route(SEARCH_READS, fail);
  await page.getByRole('banner').getByRole('link', { name: 'Buy', exact: true }).first().click();
  // The page renders (the loader does not turn a failed read into a route error).
  await expect(page.getByRole('heading', { level: 1, name: 'Properties for Sale' })).toBeVisible();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Failed to load properties', { timeout: 15_000 });
  await expect(page.getByText('No properties found')).toHaveCount(0);
  await page.unroute(SEARCH_READS);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.route(pattern('properties'), fail);
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  const detailAlert = page.getByRole('main').getByRole('alert');
  await expect(detailAlert).toContainText('Failed to load property details', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Property Not Found' })).toHaveCount(0);
  await page.unroute(pattern('properties'));
  await detailAlert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Property Not Found');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("a page whose code cannot load shows the route error, offline says it needs a connection, and Try again recovers", async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app's own scripts start after the server's page is painted: they are in once it has taken the page over.
  await appInPage(page);
  // Every script loaded so far still loads; any other (a page's own code) fails.
  const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)));
  const blockNew = (route: Route) => (loaded.has(route.request().url()) ? route.continue() : route.abort('internetdisconnected'));
  await page.route('**/assets/**', blockNew);

  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  const error = page.getByRole('main').getByRole('alert');
  await expect(error.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible({ timeout: 15_000 });
  await expect(error.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

  await context.setOffline(true);
  await expect(error.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(error).toContainText('This page needs a connection');
  await context.setOffline(false);

  await page.unroute('**/assets/**', blockNew);
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/about$/);
});
