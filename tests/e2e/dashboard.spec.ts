import { expect, test } from '@playwright/test';
import { adminClient, signInThroughDialog } from './support.ts';

const OMAR = '33333333-3333-4333-8333-333333333333';

// The dashboard's own writes: a profile edit, agent details, and marking a message read.

test('the owner edits the profile and agent details and marks a message read', async ({ page }) => {
  // An unread enquiry to one of Omar's listings.
  const admin = adminClient();
  const listing = (await admin.from('properties').select('id').eq('user_id', OMAR).limit(1).single()).data!.id as string;
  const enquiry = `Is the garden south facing? (${Date.now()})`;
  expect((await admin.from('messages').insert({ property_id: listing, name: 'Hessa Buyer', email: 'hessa@example.com', message: enquiry })).error).toBeNull();

  await page.goto('/');
  await signInThroughDialog(page, 'omar.rashid@manzil.ae');
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first().click();

  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const phone = `+971 50 ${String(Date.now()).slice(-7)}`;
  await page.getByRole('tabpanel').getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(phone)).toBeVisible();

  await page.getByRole('tab', { name: 'Agent Details' }).click();
  await page.getByLabel('Company name').fill('Rashid & Partners Real Estate');
  await page.getByRole('button', { name: 'Update Agent Details' }).click();
  await expect(page.getByText('Agent profile updated successfully')).toBeVisible();

  await page.getByRole('tab', { name: 'Messages' }).click();
  const card = page.getByRole('tabpanel').locator('.mantine-Card-root', { hasText: enquiry });
  await card.getByRole('button', { name: 'Mark as read' }).click();
  await expect(card.getByRole('button', { name: 'Mark as read' })).toBeHidden();
  const { data } = await admin.from('messages').select('is_read').eq('message', enquiry);
  expect(data).toEqual([{ is_read: true }]);
});
