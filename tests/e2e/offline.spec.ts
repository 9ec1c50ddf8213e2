import { expect, test } from '@playwright/test';

// Visitors re-open listings they have seen while offline (the service worker's caches).

test('a property seen before opens again without a network', async ({ page, context }) => {
  const path = '/property/a0000000-0000-4000-8000-000000000001';
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('Property Not Found');
  const title = await heading.textContent();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Once the worker controls the page, its reads go through the caches.
  await page.reload();
  await expect(heading).toHaveText(title!);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload();
  await expect(heading).toHaveText(title!);

  await context.setOffline(true);
  await page.reload();
  await expect(heading).toHaveText(title!);
  // A static guide is precached too.
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});
