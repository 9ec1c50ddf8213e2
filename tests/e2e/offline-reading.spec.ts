import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { adminClient, openSignedIn, PAGE_API_URL, signInThroughDialog, storedQueryCache } from './support.ts';

// These journeys need the service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Pages open offline with what the user saw (the persisted query cache and the service worker),
// say when that was, and fill themselves in when the connection returns.

const VISITED = '/property/a0000000-0000-4000-8000-000000000001';
const UNVISITED = '/property/a0000000-0000-4000-8000-000000000003';

/** Waits until the service worker controls the page, so the app shell opens offline. */
async function workerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Waits until the page's data has been written to the device (saves are throttled to one a second). */
async function savedOnDevice(page: Page, text: string) {
  await expect.poll(() => storedQueryCache(page)).toContain(JSON.stringify(text).slice(1, -1));
}

/** The text of the page's cards, to compare online and offline, once every card is drawn (a list draws its later cards when the browser is idle). */
async function cardTexts(page: Page) {
  await expect(page.locator('[data-testid="listing-grid"][aria-busy="true"]')).toHaveCount(0);
  return page.getByRole('article').allTextContents();
}

test('a visitor re-opens home, /buy, /rent, a two-page search, a property with its agent, and a guide offline', async ({ page, context }) => {
  // Fourteen page loads, half of them offline: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/');
  await workerInControl(page);
  const pages: Record<string, string[]> = {};
  for (const path of ['/', '/buy', '/rent', '/search-results?type=sale&page=2']) {
    await page.goto(path);
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    pages[path] = await cardTexts(page);
    // Saved once the last listing card shown is (on the home page, of its latest listings).
    const card = path === '/' ? page.getByRole('region', { name: 'Latest properties' }).getByRole('article').last() : page.getByRole('article').last();
    await savedOnDevice(page, (await card.getByRole('heading').textContent())!);
  }
  expect(pages['/search-results?type=sale&page=2'].length).toBeGreaterThan(24);
  await page.goto(VISITED);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  const phone = page.locator('a[href^="tel:"]');
  await expect(phone).toBeVisible();
  // The agent's card is only in the property's own read: saved with it.
  await savedOnDevice(page, (await phone.textContent())!);

  await context.setOffline(true);
  for (const [path, titles] of Object.entries(pages)) {
    await page.goto(path);
    await expect(page.getByRole('article')).toHaveText(titles);
    await expect(page.getByText(/^Offline: showing what you saw on /)).toBeVisible();
  }
  await page.goto(VISITED);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  // The agent's phone, the one thing a person outside the building needs.
  await expect(page.locator('a[href^="tel:"]')).toBeVisible();
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('an unvisited property offline says so, offers recently viewed listings, and loads when back online', async ({ page, context }) => {
  await page.goto(VISITED);
  await workerInControl(page);
  const seen = await page.getByRole('heading', { level: 1 }).textContent();
  await savedOnDevice(page, seen!);

  await context.setOffline(true);
  await page.goto(UNVISITED);
  const offline = page.getByTestId('offline-state');
  await expect(offline).toBeVisible();
  await expect(offline.getByText("You're offline")).toBeVisible();
  await expect(offline.getByRole('link', { name: seen! })).toBeVisible();

  await context.setOffline(false);
  await expect(offline).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Property Not Found');
});

test('a signed-in agent re-opens the dashboard offline, and signing out leaves nothing private on the device', async ({ page, context }) => {
  await page.goto('/');
  await workerInControl(page);
  await signInThroughDialog(page, 'agent@manzil.ae');
  await page.goto('/dashboard');
  const firstListing = page.getByRole('article').first();
  await expect(firstListing).toBeVisible();
  const listingText = (await firstListing.textContent())!;
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByRole('tabpanel').getByText(/From |You wrote as /).first()).toBeVisible();
  const messageText = (await page.getByRole('tabpanel').textContent())!;
  await savedOnDevice(page, 'hannah.whitfield@example.com');

  await context.setOffline(true);
  // The dashboard's first tab (the open tab is in the address, and it is Messages now).
  await page.goto('/dashboard');
  await expect(page.getByRole('article').first()).toHaveText(listingText);
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByRole('tabpanel')).toContainText(messageText);
  await expect(page.getByText(/^Offline: showing what you saw on /)).toBeVisible();
  await context.setOffline(false);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByText('You have been successfully logged out')).toBeVisible();
  // Nothing of the account is left in the device's stores for the next person.
  await expect.poll(() => storedQueryCache(page)).not.toContain('hannah.whitfield@example.com');
  const stored = await storedQueryCache(page);
  expect(stored).toContain('listings');
  expect(stored).not.toContain('my-listings');
  expect(stored).not.toContain(listingText.slice(0, 20));
});

/**
 * Weak signal: the browser says it is online, but every request to the API hangs until the
 * returned function is called. Routed for the whole context, so no worker or tab gets an answer.
 */
async function holdApiRequests(context: BrowserContext): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const pattern = `${PAGE_API_URL}/**`;
  const hold = async (route: Parameters<Parameters<BrowserContext['route']>[1]>[0]) => {
    await released;
    await route.continue().catch(() => undefined); // the app may have given up on it meanwhile
  };
  await context.route(pattern, hold);
  return async () => {
    release();
    await context.unroute(pattern, hold);
  };
}

test('with weak signal, pages seen before show what the device kept, say how old it is, and refresh when the network answers', async ({ page, context }) => {
  // Eight page loads, four waiting out the note's two seconds: about a minute on a busy machine.
  test.setTimeout(120_000);
  await openSignedIn(page, '/buy', 'omar.rashid@manzil.ae');
  // A phone: where weak signal happens.
  await page.setViewportSize({ width: 390, height: 844 });
  const seen: Record<string, string> = {};
  for (const path of ['/buy', '/search-results?type=sale&page=2', '/dashboard', VISITED]) {
    await page.goto(path);
    const content = path === VISITED ? page.getByRole('heading', { level: 1 }) : page.getByRole('article').last();
    await expect(content).toBeVisible();
    seen[path] = (await (path === VISITED ? content : content.getByRole('heading')).textContent())!;
    await savedOnDevice(page, seen[path]);
  }
  // A return visit: the app's service worker answers the pages. Until it is active, a page comes
  // from the server, drawn with the server's fresh reads, and there is nothing kept to show.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The listing changes on the server; the device still holds the old title.
  const admin = adminClient();
  const renamed = `${seen[VISITED]} (price reduced)`;
  const id = VISITED.split('/').pop()!;
  const rename = (title: string) => admin.from('properties').update({ title }).eq('id', id);
  expect((await rename(renamed)).error).toBeNull();
  try {
    const release = await holdApiRequests(context);
    try {
      for (const path of ['/buy', '/search-results?type=sale&page=2', '/dashboard', VISITED]) {
        await page.goto(path);
        // Shown while every request to the API is still held: it came from the device.
        await expect(page.getByText(seen[path], { exact: true }).first()).toBeVisible();
        await expect(page.getByRole('banner').getByText('Offline')).toBeHidden();
        await expect(page.getByText(/^Showing what you saw on .+; updating…$/).first()).toBeVisible();
      }
    } finally {
      await release();
    }
    // The held read answers: the page takes the fresh data in place, and the note goes.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    await expect(page.getByText(/^Showing what you saw on /)).toBeHidden();
  } finally {
    await rename(seen[VISITED]);
  }
});
