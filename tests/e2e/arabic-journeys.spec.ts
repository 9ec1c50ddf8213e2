import { expect, test, type Page } from '@playwright/test';
import { adminClient, API_URL, appInPage, DEMO_PASSWORD, reloadUnderServiceWorker, swipeLeftToRight } from './support';

// The two journeys of the Arabic site on a 390 px phone, as a buyer and an agent make them, each
// in Arabic from the first page to the last, with nothing wider than the screen.

test.use({ viewport: { width: 390, height: 844 } });

const fitsThePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('a buyer searches for a villa in السعديات, opens it, swipes its gallery and contacts the agent', async ({ page }) => {
  await page.goto('/ar/buy');
  await appInPage(page);
  await page.getByRole('button', { name: 'تصفية النتائج' }).click();
  const form = page.getByRole('dialog', { name: 'تصفية النتائج' }).getByRole('search', { name: 'البحث عن عقار' });
  await form.getByLabel('الموقع', { exact: true }).fill('السعديات');
  await form.getByLabel('نوع العقار', { exact: true }).selectOption('villa');
  await form.getByRole('button', { name: 'بحث', exact: true }).click();

  await expect(page).toHaveURL(/\/ar\/(buy|search-results)\?/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('فلل');
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card).toContainText('السعديات');
  await fitsThePhone(page);

  // The language switcher in the phone menu opens the same search in English, and back.
  const results = new URL(page.url());
  expect(results.searchParams.get('property_type')).toBe('villa');
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await page.getByRole('dialog', { name: 'القائمة' }).getByTestId('language-switcher').click();
  await expect(page).toHaveURL(`${results.pathname.replace(/^\/ar/, '')}${results.search}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await appInPage(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByTestId('language-switcher').click();
  await expect(page).toHaveURL(`${results.pathname}${results.search}`);
  await appInPage(page);

  await card.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/ar\/property\//);
  await appInPage(page);
  await expect(page.getByTestId('property-facts')).toContainText('فيلا');
  const position = page.getByTestId('gallery-position');
  await expect(position).toHaveText(/^1 من \d+$/);
  // A finger swiped from left to right shows the next photo (the gallery runs right to left).
  await swipeLeftToRight(page, page.getByTestId('gallery-main-image'));
  await expect(position).toHaveText(/^2 من \d+$/);
  await fitsThePhone(page);

  await page.getByRole('button', { name: 'تواصل مع الوسيط' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'تواصل مع الوسيط' });
  await expect(dialog.getByLabel('الرسالة')).toHaveValue('أنا مهتم بهذا العقار وأرغب في الحصول على مزيد من المعلومات.');
  // The form's rules answer in Arabic, and what was typed stays.
  await dialog.getByLabel('الاسم').fill('ن');
  await dialog.getByLabel('البريد الإلكتروني').fill('not-an-email');
  await dialog.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect(dialog.getByText('يجب أن يتكون الاسم من حرفين على الأقل.')).toBeVisible();
  await expect(dialog.getByText('يرجى إدخال عنوان بريد إلكتروني صالح.')).toBeVisible();
  const email = `buyer${Date.now()}@example.com`;
  await dialog.getByLabel('الاسم').fill('نورة');
  await dialog.getByLabel('البريد الإلكتروني').fill(email);
  await dialog.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect(page.getByText('تم إرسال رسالتك إلى الوسيط، وسيتواصل معك قريبًا.')).toBeVisible();
  // The Arabic message the form started with is the one the agent receives.
  const { data } = await adminClient().from('messages').select('message').eq('email', email);
  expect(data).toEqual([{ message: 'أنا مهتم بهذا العقار وأرغب في الحصول على مزيد من المعلومات.' }]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an agent signs in, drafts a listing offline with an Arabic title and photos, and publishes it when back online', async ({ page, context }) => {
    await page.goto('/ar/properties/new');
    await appInPage(page);
    const signIn = page.getByRole('dialog', { name: 'تسجيل الدخول' });
    await signIn.getByLabel('البريد الإلكتروني').fill('layla.haddad@manzil.ae');
    await signIn.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(DEMO_PASSWORD);
    await signIn.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'أضف عقارك' })).toBeVisible();
    // Let the service worker take the page, so it reloads without a network.
    await reloadUnderServiceWorker(page);

    await context.setOffline(true);
    const stamp = Date.now();
    const title = `Saadiyat beach villa ${stamp}`;
    const titleAr = `فيلا على شاطئ السعديات ${stamp}`;
    await page.getByRole('textbox', { name: 'عنوان الإعلان', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'عنوان الإعلان بالعربية', exact: true }).fill(titleAr);
    await page.getByRole('textbox', { name: 'السعر (درهم)', exact: true }).fill('6,500,000');
    await page.getByRole('combobox', { name: 'الموقع (المنطقة)' }).fill('Saadiyat Island');
    await page.getByRole('textbox', { name: 'العنوان التفصيلي', exact: true }).fill('Saadiyat Beach Villas, Abu Dhabi');
    await page.getByRole('textbox', { name: 'رقم تصريح مضمون', exact: true }).fill('MDH-2025-5002');
    const shot = (x: number) => page.screenshot({ type: 'png', clip: { x, y: 0, width: 180, height: 120 } });
    await page.locator('input[name=photos]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await shot(0) },
      { name: 'garden.png', mimeType: 'image/png', buffer: await shot(190) },
    ]);
    await expect(page.getByText('الصور (2 من 5)')).toBeVisible();
    await expect(page).toHaveURL(/\/ar\/properties\/new\?.*draft=/);
    await fitsThePhone(page);

    // A reload while offline brings back the draft, its Arabic title and its photos.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'عنوان الإعلان بالعربية', exact: true })).toHaveValue(titleAr);
    await expect(page.getByRole('textbox', { name: 'عنوان الإعلان', exact: true })).toHaveValue(title);
    await expect(page.getByText('الصور (2 من 5)')).toBeVisible();

    await page.getByRole('button', { name: 'أضف عقارك' }).click();
    await expect(page.getByText('سيتم رفعه عند عودة الاتصال بالإنترنت.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/ar\/dashboard$/);
    await fitsThePhone(page);

    await context.setOffline(false);
    await expect(page.getByText('تم نشر إعلان عقارك بنجاح')).toBeVisible({ timeout: 20_000 });
    const { data: listings } = await adminClient().from('properties').select('id, title_ar, property_images(storage_path, kind)').eq('title', title);
    expect(listings).toHaveLength(1);
    const listing = listings![0]!;
    expect(listing.title_ar).toBe(titleAr);
    const images = listing.property_images as { storage_path: string; kind: string }[];
    expect(images.map((image) => image.kind)).toEqual(['photo', 'photo']);
    for (const image of images) expect((await fetch(`${API_URL}/storage/v1/object/public/property-images/${image.storage_path}`)).status).toBe(200);

    // Its page in Arabic is headed by the Arabic title.
    await page.goto(`/ar/property/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleAr);
  });
});
