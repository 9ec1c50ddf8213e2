import { expect, test } from '@playwright/test';
import { appInPage } from './support';

// The static pages' rules: the commercial location box, the Rent/Buy toggle, the calculator.

test('commercial search: Rent by default, suggestions from 2 characters by prefix, at most 8, hidden after blur', async ({ page }) => {
  await page.goto('/commercial-property');
  const search = page.getByRole('search', { name: 'Commercial property search' });
  await expect(search.getByRole('radio', { name: 'Rent' })).toBeChecked();
  await expect(search.getByRole('radio', { name: 'Buy' })).not.toBeChecked();

  const box = search.getByRole('combobox', { name: 'Location' });
  const list = search.getByRole('listbox', { name: 'Suggested locations' });
  await box.fill('a');
  await expect(list.getByRole('option')).toHaveCount(0);
  await box.fill('AL ');
  const options = list.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThanOrEqual(8);
  for (const name of names) expect(name.toLowerCase().startsWith('al ')).toBe(true);
  await box.fill('island');
  await expect(list.getByRole('option')).toHaveCount(0);

  await box.fill('ya');
  await expect(list.getByRole('option', { name: 'Yas Island' })).toBeVisible();
  await search.getByRole('radio', { name: 'Buy' }).focus();
  await expect(list.getByRole('option')).toHaveCount(0);

  await box.fill('sa');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue('Saadiyat Island');
  await expect(list.getByRole('option')).toHaveCount(0);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search-results\?.*location=Saadiyat(\+|%20)Island/);
  await expect(page).toHaveURL(/type=rent/);
});

test('stamp duty calculator shows AED 0, then 2% of the price', async ({ page }) => {
  await page.goto('/stamp-duty-calculator');
  await expect(page.getByText('AED 0').first()).toBeVisible();
  // The calculator is the app's own: it answers once the app has taken over the server's page.
  await appInPage(page);
  await page.getByLabel(/Property price/i).fill('2,500,000');
  await page.getByRole('button', { name: /Calculate/i }).click();
  await expect(page.getByText(/AED\s?50,000/).first()).toBeVisible();
});
