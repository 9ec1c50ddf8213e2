import { expect, test } from '@playwright/test';
import { holdChunk } from './support';

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

test("the hero's area box suggests areas, keeps what was typed as it gains its suggestions, and searches the chosen area", async ({ page }) => {
  // The suggestions arrive only once two letters are typed, so the swap happens mid-typing.
  const release = await holdChunk(page, /area-autocomplete-[^/]*\.js$/);
  await page.goto('/');
  // By id: the plain box and the suggesting one share it (and their label), so this follows the swap.
  const box = page.locator('input#home-area');
  await expect(page.getByText('Area or community')).toBeVisible();
  await box.click();
  await box.pressSequentially('re');
  await expect(box).not.toHaveAttribute('role', 'combobox');
  release();
  await expect(box).toHaveAttribute('role', 'combobox');
  await expect(box).toBeFocused();
  await box.pressSequentially('em');
  await expect(box).toHaveValue('reem');
  await page.getByRole('option', { name: 'Al Reem Island' }).click();
  await expect(box).toHaveValue('Al Reem Island');
  await page.getByRole('button', { name: 'To rent' }).click();
  await expect(page).toHaveURL(/\/search-results\?/);
  const params = new URL(page.url()).searchParams;
  expect(params.get('type')).toBe('rent');
  expect(params.get('location')).toBe('Al Reem Island');
});
