import { expect, test } from '@playwright/test';

test('home page lists seeded listings read through supabase-js', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.locator('article');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  // Prices are AED, en-AE, no decimals (or 'Price on request').
  await expect(cards.first()).toContainText(/AED|Price on request/);
  expect(consoleErrors).toEqual([]);
});
