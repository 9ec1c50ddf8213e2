import { expect, test } from '@playwright/test';
import { adminClient, appInPage, DEMO_PASSWORD, deviceRows, openSignedIn } from './support.ts';

const OMAR = '33333333-3333-4333-8333-333333333333';

// The dashboard's own writes (a profile edit, agent details, marking a message read), its tabs in the
// URL, and the drafts kept on this device.

test('the owner edits the profile and agent details and marks a message read', async ({ page }) => {
  // An unread enquiry to one of Omar's listings.
  const admin = adminClient();
  const listing = (await admin.from('properties').select('id').eq('user_id', OMAR).limit(1).single()).data!.id as string;
  const enquiry = `Is the garden south facing? (${Date.now()})`;
  expect((await admin.from('messages').insert({ property_id: listing, name: 'Hessa Buyer', email: 'hessa@example.com', message: enquiry })).error).toBeNull();

  await openSignedIn(page, '/', 'omar.rashid@manzil.ae');
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
  await openSignedIn(page, '/dashboard', 'omar.rashid@manzil.ae');
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
  await openSignedIn(page, '/properties/new', 'omar.rashid@manzil.ae');
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

test('in Arabic on a phone: the sign-in it asks for, its tabs, panels and messages are Arabic and right to left, and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/ar/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await appInPage(page);
  // Signed out, the page asks for a sign-in, and the dialog opens with the reason, in Arabic.
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة التحكم' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'تسجيل الدخول' });
  await expect(dialog.getByText('سجّل الدخول لعرض لوحة التحكم')).toBeVisible();
  // The schema's messages, in Arabic.
  await dialog.getByLabel('البريد الإلكتروني').fill('not-an-email');
  await dialog.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  // Each under its field.
  await expect(dialog.getByText('عنوان البريد الإلكتروني غير صالح')).toBeVisible();
  await expect(dialog.getByText('يجب ألا تقل كلمة المرور عن 8 أحرف')).toBeVisible();
  // The server's refusal, in Arabic too.
  await dialog.getByLabel('البريد الإلكتروني').fill('omar.rashid@manzil.ae');
  await dialog.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('Wrong-pass-1');
  await dialog.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('بيانات تسجيل الدخول غير صحيحة');
  await dialog.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(page.getByText('تم تسجيل الدخول بنجاح')).toBeVisible();

  // The page asked for appears at once, in Arabic.
  await expect(page).toHaveURL(/\/ar\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'عقاراتي' })).toBeVisible();
  await page.getByRole('tab', { name: 'الملف الشخصي' }).click();
  await expect(page.getByRole('tabpanel').getByText('عضو منذ:')).toBeVisible();
  await page.getByRole('tab', { name: 'بيانات الوسيط' }).click();
  await page.getByLabel('اسم الشركة').fill('');
  await page.getByRole('button', { name: 'تحديث بيانات الوسيط' }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toContainText('اسم الشركة مطلوب');
  await page.getByRole('tab', { name: 'الأمان' }).click();
  await expect(page.getByRole('tabpanel').getByRole('cell', { name: 'تسجيل دخول' }).first()).toBeVisible();
  await page.getByRole('tab', { name: /^الرسائل/ }).click();
  await expect(page.getByRole('tabpanel').locator('[aria-label^="رسالة"]').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
});
