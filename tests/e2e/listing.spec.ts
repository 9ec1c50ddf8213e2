import { expect, test } from '@playwright/test';
import { signInThroughDialog } from './support.ts';

// An agent lists a property with a photo; what they type survives errors and reloads.

test('an agent lists a property with a photo and finds it on the dashboard and its page', async ({ page }) => {
  await page.goto('/properties/new');
  // Signed out, the page asks for sign-in and keeps the URL.
  await expect(page.getByRole('dialog').getByText('Sign in to list a property')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await signInThroughDialog(page, 'layla.haddad@manzil.ae');
  await expect(page.getByRole('heading', { level: 1, name: 'List a Property' })).toBeVisible();

  // Required fields are explained, nothing is lost.
  const title = `Garden townhouse ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'List Property' }).click();
  await expect(page.getByText('Price is required')).toBeVisible();
  await expect(page.getByText('Address is required')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);

  await page.getByLabel('Price (AED)').fill('2,950,000');
  await page.getByRole('combobox', { name: 'Location (area)' }).fill('Al Raha Gardens');
  await page.getByLabel('Address').fill('Lehweih Community, Al Raha Gardens, Abu Dhabi');
  await page.getByLabel('Bedrooms').fill('3');
  await page.getByLabel('Description').fill('<b>Corner plot</b> with a private garden and maid’s room.');

  // A reload keeps the draft.
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Price (AED)')).toHaveValue('2,950,000');

  const photo = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 320, height: 200 } });
  await page.locator('input[type=file]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByText('Photos (1 of 5)')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('notes.pdf is not an image (JPEG, PNG, WebP, GIF or AVIF)')).toBeVisible();

  await page.getByRole('button', { name: 'List Property' }).click();
  await expect(page.getByText('Your property has been listed successfully')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img')).toHaveAttribute('src', /\/storage\/v1\/object\/public\/property-images\//);

  // The description was stored as plain text.
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/property\//);
  await expect(page.getByText('Corner plot with a private garden', { exact: false })).toBeVisible();
  await expect(page.getByText('<b>')).toHaveCount(0);

  // The draft was cleared after saving.
  await page.goto('/properties/new');
  await expect(page.getByLabel('Title')).toHaveValue('');
});
