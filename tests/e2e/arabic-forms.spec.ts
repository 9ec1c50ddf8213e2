import { expect, test } from '@playwright/test';
import { inboxMessages } from './inbox.ts';
import { adminClient, appInPage } from './support.ts';

// The forms of the Arabic site on a phone: the password reset page, in Arabic and right to left
// (the Contact Agent dialog is in the buyer's journey, arabic-journeys.spec.ts).

test.use({ viewport: { width: 390, height: 844 } });

test('the password reset page in Arabic, opened without a valid link', async ({ page }) => {
  await page.goto('/ar/reset-password');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تعيين كلمة مرور جديدة' })).toBeVisible();
  await expect(page.getByText('رابط إعادة التعيين غير صالح أو منتهي الصلاحية')).toBeVisible();
  await expect(page).toHaveTitle(/تعيين كلمة مرور جديدة/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a password reset asked for on an Arabic page: the emailed link opens the Arabic reset page, whose messages are Arabic", async ({ page, request }) => {
  const email = `reset-ar-${Date.now()}@example.com`;
  expect((await adminClient().auth.admin.createUser({ email, password: 'Manzil2025!', email_confirm: true })).error).toBeNull();

  await page.goto('/ar');
  await appInPage(page);
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await page.getByRole('dialog', { name: 'القائمة' }).getByRole('button', { name: 'تسجيل الدخول' }).click();
  const dialog = page.getByRole('dialog', { name: 'تسجيل الدخول' });
  await dialog.getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'إعادة تعيين كلمة المرور' });
  await resetDialog.getByLabel('البريد الإلكتروني').fill(email);
  await resetDialog.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }).click();
  await expect(page.getByText('إذا كان هناك حساب مسجّل بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.')).toBeVisible();

  const messages = await inboxMessages(request, email);
  await page.goto(messages.find((m) => m.subject === 'Reset your password')!.link);
  await expect(page).toHaveURL(/\/ar\/reset-password/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(`اختر كلمة مرور جديدة للحساب ${email}.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'كلمة المرور الجديدة', exact: true }).fill('NewHome2026');
  await page.getByRole('textbox', { name: 'تأكيد كلمة المرور الجديدة', exact: true }).fill('NewHome2027');
  await page.getByRole('button', { name: 'تحديث كلمة المرور' }).click();
  await expect(page.getByText('كلمتا المرور غير متطابقتين')).toBeVisible();
  await page.getByRole('textbox', { name: 'تأكيد كلمة المرور الجديدة', exact: true }).fill('NewHome2026');
  await page.getByRole('button', { name: 'تحديث كلمة المرور' }).click();
  await expect(page.getByText('تم تحديث كلمة المرور')).toBeVisible();
  // Then home, still in Arabic.
  await expect(page).toHaveURL(/\/ar$/);
});
