import { expect, test } from '@playwright/test';
import { adminClient, deviceRows, signInThroughDialog } from './support.ts';

const OMAR = '33333333-3333-4333-8333-333333333333';

// The dashboard's own writes (a profile edit, agent details, marking a message read), its tabs in the
// URL, and the drafts kept on this device.

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

  // The tab counts the unread messages Omar received (the new enquiry among them).
  const unread = async () => (await admin.from('messages').select('id', { count: 'exact', head: true }).eq('recipient_id', OMAR).eq('is_read', false)).count!;
  const before = await unread();
  expect(before).toBeGreaterThan(0);
  const messagesTab = page.getByRole('tab', { name: /^Messages/ });
  await expect(messagesTab).toHaveAccessibleName(`Messages, ${before} unread`);
  await messagesTab.click();
  const card = page.getByRole('tabpanel').locator('.mantine-Card-root', { hasText: enquiry });
  await card.getByRole('button', { name: 'Mark as read' }).click();
  await expect(card.getByRole('button', { name: 'Mark as read' })).toBeHidden();
  // Shown as read at once; the change reaches the server through the outbox.
  await expect.poll(async () => (await admin.from('messages').select('is_read').eq('message', enquiry)).data).toEqual([{ is_read: true }]);
  await expect(messagesTab).toHaveAccessibleName(before === 1 ? 'Messages' : `Messages, ${before - 1} unread`);

  // The sign-in a moment ago is in the security log.
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('tabpanel').getByRole('cell', { name: 'Sign-in' }).first()).toBeVisible();
});

test('the open tab is in the URL: a reload keeps it, and the install shortcut opens Saved Properties', async ({ page }) => {
  await page.goto('/');
  await signInThroughDialog(page, 'omar.rashid@manzil.ae');
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'My Properties' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Agent Details' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=agent$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Agent Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Company name')).toBeVisible();
  await page.getByRole('tab', { name: 'My Properties' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A tab that does not exist opens the first.
  await page.goto('/dashboard?tab=billing');
  await expect(page.getByRole('tab', { name: 'My Properties' })).toHaveAttribute('aria-selected', 'true');

  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { shortcuts: { short_name: string; url: string }[] };
  const saved = manifest.shortcuts.find((shortcut) => shortcut.short_name === 'Saved')!;
  await page.goto(saved.url);
  await expect(page.getByRole('tab', { name: 'Saved Properties' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Saved searches' })).toBeVisible();
});

test('discarding a draft asks first, since its photos are only on this device', async ({ page }) => {
  await page.goto('/properties/new');
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await signInThroughDialog(page, 'omar.rashid@manzil.ae');
  const title = `Draft penthouse ${Date.now()}`;
  await page.getByLabel(/^Title/).fill(title);
  const shot = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 160, height: 100 } });
  await page.locator('input[name=photos]').setInputFiles([{ name: 'view.png', mimeType: 'image/png', buffer: shot }]);
  await expect(page.getByText('Photos (1 of 5)')).toBeVisible();
  await expect(page).toHaveURL(/draft=/);

  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: title });
  const discard = card.getByRole('button', { name: `Discard draft ${title}` });
  await discard.click();
  const dialog = page.getByRole('dialog', { name: 'Discard this draft?' });
  await expect(dialog.getByText(`“${title}” and its 1 photo will be deleted from this device.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep draft' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();
  expect((await deviceRows<{ values: { title: string }; photos: unknown[] }>(page, 'drafts')).find((d) => d.values.title === title)?.photos).toHaveLength(1);

  await discard.click();
  await dialog.getByRole('button', { name: 'Discard draft' }).click();
  await expect(card).toHaveCount(0);
  expect((await deviceRows<{ values: { title: string } }>(page, 'drafts')).some((d) => d.values.title === title)).toBe(false);
});
