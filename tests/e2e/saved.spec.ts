import { expect, test } from '@playwright/test';
import { listingsHydrated, openSignedIn } from './support.ts';

test('a saved listing appears under Dashboard > Saved Properties and can be removed', async ({ page }) => {
  await openSignedIn(page, '/buy', 'omar.rashid@manzil.ae');
  // The hearts are placeholders until the app has hydrated them.
  await listingsHydrated(page);
  const firstCard = page.getByRole('article').first();
  const title = (await firstCard.locator('h3').textContent())!.trim();
  await firstCard.getByRole('button', { name: 'Save property' }).click();
  await expect(firstCard.getByRole('button', { name: 'Remove from saved' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('tab', { name: 'Saved Properties' }).click();
  const saved = page.getByRole('tabpanel').getByRole('article', { name: title });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Remove from saved' }).click();
  await expect(page.getByText("You haven't saved any properties yet")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/buy');
});
