import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { adminClient, openSignedIn } from './support.ts';

// What an agent does with listings they already have: feature one through the checkout, change
// its photos, delete it; and the saved searches kept on the dashboard.

const LAYLA = '22222222-2222-4222-8222-222222222222';
const admin = adminClient();

/**
 * A new listing of Layla's, newest of all, with sample photos (rows only) in this order, each a
 * sample file that exists, told apart by its name after the '#'.
 */
async function laylasListing(title: string, photos: string[] = []) {
  const id = randomUUID();
  const created = await admin.from('properties').insert({ id, user_id: LAYLA, title, price: 1_750_000, address: '3 Test Walk', location: 'Yas Island', listing_type: 'sale', permit_number: 'MDH-2025-9001' });
  expect(created.error).toBeNull();
  for (const name of photos) {
    const added = await admin.from('property_images').insert({ id: randomUUID(), property_id: id, image_url: `/samples/villa-exterior.jpg#${name}`, storage_path: null });
    expect(added.error).toBeNull();
  }
  return id;
}

async function photoOrder(id: string) {
  const { data } = await admin.from('property_images').select('image_url').eq('property_id', id).order('position');
  return (data ?? []).map((row) => (row.image_url as string).split('#')[1]);
}

const signInAsLayla = (page: Page, path: string) => openSignedIn(page, path, 'layla.haddad@manzil.ae');

test('the owner promotes a listing through the test checkout; it is featured and first on /buy', async ({ page }) => {
  const title = `Promoted apartment ${Date.now()}`;
  const id = await laylasListing(title);
  await signInAsLayla(page, `/property/${id}`);

  await page.getByRole('button', { name: 'Promote Listing' }).click();
  await expect(page).toHaveURL(/\/functions\/v1\/test-checkout\?session=/);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('AED 99.00').first()).toBeVisible();
  await page.getByRole('button', { name: /^Pay/ }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('Your property is now featured for 1 month')).toBeVisible({ timeout: 15_000 });
  // The return parameters are gone: a reload says nothing again.
  await expect(page).toHaveURL(/\/dashboard$/);
  const { data } = await admin.from('properties').select('featured_until').eq('id', id).single();
  const days = (Date.parse(data!.featured_until as string) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(27);
  expect(days).toBeLessThan(32);

  await page.goto('/buy');
  const first = page.getByRole('article').first();
  await expect(first).toHaveAccessibleName(title);
  await expect(first.getByText('Featured')).toBeVisible();
  await page.goto(`/property/${id}`);
  await expect(page.getByRole('button', { name: 'Featured' })).toBeDisabled();
});

test('cancelling the checkout features nothing, and a hand-typed success URL says nothing false', async ({ page }) => {
  const title = `Unpromoted villa ${Date.now()}`;
  const id = await laylasListing(title);
  await signInAsLayla(page, `/property/${id}`);

  await page.getByRole('button', { name: 'Promote Listing' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  const cancelled = page.getByRole('alert').filter({ hasText: 'You cancelled the feature property process' });
  await expect(cancelled).toBeVisible();
  // Titled as what it is (not an error, not a success), and shown once: none queued behind it.
  await expect(cancelled.getByText('Checkout cancelled')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(cancelled).toBeHidden();
  await expect(page.getByText('You cancelled the feature property process')).toHaveCount(0);

  await page.goto(`/dashboard?featured=success&propertyId=${id}`);
  await expect(page.getByText('Failed to update property featured status: No payment was found for this listing')).toBeVisible();
  await expect(page.getByText('Your property is now featured for 1 month')).toHaveCount(0);
  const { data } = await admin.from('properties').select('is_featured, featured_until').eq('id', id).single();
  expect(data).toEqual({ is_featured: false, featured_until: null });
  const payments = await admin.from('featured_payments').select('status').eq('property_id', id);
  expect(payments.data).toEqual([{ status: 'cancelled' }]);
});

test('photo changes wait for Save: cancelled they change nothing, saved they are applied', async ({ page }) => {
  const title = `Photo villa ${Date.now()}`;
  const id = await laylasListing(title, ['villa-1', 'villa-2', 'villa-3']);
  await signInAsLayla(page, `/properties/edit/${id}`);
  const photos = page.getByTestId('staged-photo');
  await expect(photos).toHaveCount(3);

  await page.getByRole('button', { name: 'Remove Photo 2' }).click();
  await expect(photos).toHaveCount(2);
  await page.getByRole('button', { name: 'Make Photo 2 the cover' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is now the cover photo' })).toBeAttached();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await photoOrder(id)).toEqual(['villa-1', 'villa-2', 'villa-3']);

  // Staged again, now by dragging too, and kept over a reload until saved.
  await page.goto(`/properties/edit/${id}`);
  await expect(photos).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove Photo 2' }).click();
  await photos.nth(1).dragTo(photos.nth(0));
  await expect(photos.nth(0).getByRole('img')).toHaveAttribute('src', /villa-3/);
  await page.reload();
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0).getByRole('img')).toHaveAttribute('src', /villa-3/);
  expect(await photoOrder(id)).toEqual(['villa-1', 'villa-2', 'villa-3']);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Property has been updated')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Image removed successfully')).toBeVisible();
  expect(await photoOrder(id)).toEqual(['villa-3', 'villa-1']);
  // Saved, the edit's draft is gone (its last step was a photo step, not the details).
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'On this device' })).toBeHidden();

  // A sixth photo is refused with a message, not dropped silently. (The form first shows the
  // device's kept copy of the listing, then the server's: photos are added to the server's two.)
  await page.goto(`/properties/edit/${id}`);
  await expect(page.getByText('Photos (2 of 5)')).toBeVisible();
  const shot = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 120, height: 80 } });
  await page.locator('input[name=photos]').setInputFiles(['a', 'b', 'c', 'd'].map((n) => ({ name: `${n}.png`, mimeType: 'image/png', buffer: shot })));
  await expect(page.getByText('d.png: a listing can have at most 5 images')).toBeVisible();
  await expect(page.getByText('Photos (5 of 5)')).toBeVisible();
});

test('the owner deletes a listing from My Properties after confirming, warned that its paid featuring ends', async ({ page }) => {
  const title = `Doomed flat ${Date.now()}`;
  const id = await laylasListing(title);
  // Featured (as a confirmed payment leaves it) for three more weeks.
  const until = new Date(Date.now() + 21 * 86_400_000);
  expect((await admin.from('properties').update({ is_featured: true, featured_until: until.toISOString() }).eq('id', id)).error).toBeNull();
  await signInAsLayla(page, '/dashboard');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog');
  const untilText = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(until);
  await expect(dialog.getByText(`It is featured until ${untilText}. Deleting it ends the featuring you paid for`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep listing' }).click();
  await expect(card).toBeVisible();

  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await dialog.getByRole('button', { name: 'Delete listing' }).click();
  await expect(page.getByText('Listing deleted')).toBeVisible({ timeout: 15_000 });
  await expect(card).toHaveCount(0);
  expect((await admin.from('properties').select('id').eq('id', id)).data).toEqual([]);
});

test('a saved search is saved with its alerts, run, its alerts turned off, renamed and deleted from the dashboard; signing out there goes home', async ({ page }) => {
  test.setTimeout(60_000);
  // A clean start, also on a retry after a run that stopped halfway (the search would be saved already, renamed).
  await admin.from('saved_searches').delete().eq('user_id', LAYLA);
  await signInAsLayla(page, '/search-results?location=Saadiyat+Island&type=sale&property_type=villa');
  await page.getByRole('button', { name: 'Save search' }).click();
  // Saved with the alerts asked for: a daily email unless another is chosen.
  const saving = page.getByRole('dialog', { name: 'Save this search' });
  await expect(saving.getByRole('radio', { name: 'Daily' })).toBeChecked();
  await saving.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText("Saved 'Villas for sale in Saadiyat Island'")).toBeVisible();
  await expect.poll(async () => (await admin.from('saved_searches').select('alert').eq('user_id', LAYLA)).data).toEqual([{ alert: 'daily' }]);

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Saved Properties' }).click();
  const item = page.getByRole('listitem', { name: 'Villas for sale in Saadiyat Island' });
  await expect(item.getByText('For sale · Villas · In Saadiyat Island')).toBeVisible();
  await item.getByRole('combobox', { name: 'Email alerts for Villas for sale in Saadiyat Island' }).selectOption('off');
  await expect(page.getByText('Email alerts are off for this search')).toBeVisible();
  await expect.poll(async () => (await admin.from('saved_searches').select('alert').eq('user_id', LAYLA)).data).toEqual([{ alert: 'off' }]);

  await item.getByRole('button', { name: 'Rename Villas for sale in Saadiyat Island' }).click();
  await item.getByLabel('Name of this search').fill('Beach villas');
  await item.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Saved search renamed')).toBeVisible();
  const renamed = page.getByRole('listitem', { name: 'Beach villas' });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('link', { name: 'Run search Beach villas' }).click();
  await expect(page).toHaveURL(/\/search-results\?/);
  expect(new URL(page.url()).searchParams.get('location')).toBe('Saadiyat Island');
  expect(new URL(page.url()).searchParams.get('property_type')).toBe('villa');

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Saved Properties' }).click();
  await page.getByRole('button', { name: 'Delete Beach villas' }).click();
  await expect(page.getByRole('listitem', { name: 'Beach villas' })).toHaveCount(0);
  // Gone from the list at once; the delete reaches the server through the outbox.
  await expect.poll(async () => (await admin.from('saved_searches').select('id').eq('user_id', LAYLA).eq('name', 'Beach villas')).data).toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You have been successfully logged out')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
