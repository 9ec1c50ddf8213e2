import { expect, test, type Page } from '@playwright/test';
import { adminClient, API_URL, deviceRows, openSignedIn, reloadUnderServiceWorker, signInThroughDialog } from './support.ts';

/** The values saved in the page's listing drafts, as JSON, read straight from IndexedDB. */
async function draftValues(page: Page): Promise<string> {
  return JSON.stringify((await deviceRows<{ values: unknown }>(page, 'drafts')).map((draft) => draft.values));
}

test('an agent lists a property with a photo and finds it on the dashboard and its page', async ({ page }) => {
  await page.goto('/properties/new');
  // Signed out, the page asks for sign-in and keeps the URL.
  await expect(page.getByRole('dialog').getByText('Sign in to list a property')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await signInThroughDialog(page, 'layla.haddad@manzil.ae');
  await expect(page.getByRole('heading', { level: 1, name: 'List a Property' })).toBeVisible();

  // Required fields are explained, nothing is lost.
  const title = `Garden townhouse ${Date.now()}`;
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole('button', { name: 'List Property' }).click();
  await expect(page.getByText('Price is required')).toBeVisible();
  await expect(page.getByText('Address is required')).toBeVisible();
  await expect(page.getByText('A permit number is required to publish a listing')).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);

  await page.getByLabel('Price (AED)').fill('2,950,000');
  await page.getByRole('combobox', { name: 'Location (area)' }).fill('Al Raha Gardens');
  await page.getByLabel('Address').fill('Lehweih Community, Al Raha Gardens, Abu Dhabi');
  // The permit's name follows the area's regulator.
  await page.getByRole('combobox', { name: 'Location (area)' }).fill('Dubai Marina');
  await expect(page.getByLabel('Trakheesi permit number')).toBeVisible();
  await page.getByRole('combobox', { name: 'Location (area)' }).fill('Al Raha Gardens');
  await page.getByLabel('Madhmoun permit number').fill('mdh-2025-4411');
  await page.getByLabel('Bedrooms').fill('3');
  await page.getByLabel(/^Description/).fill('<b>Corner plot</b> with a private garden and maid’s room.');
  // The Arabic title and description (optional) are typed right to left.
  for (const label of ['Arabic title', 'Arabic description']) {
    await expect(page.getByLabel(label)).toHaveAttribute('lang', 'ar');
    expect(await page.getByLabel(label).evaluate((input) => getComputedStyle(input).direction), label).toBe('rtl');
  }
  expect(await page.getByLabel(/^Title/).evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
  await page.getByLabel('Arabic title').fill('تاون هاوس بحديقة في حدائق الراحة');
  await page.getByLabel('Arabic description').fill('قطعة زاوية مع حديقة خاصة وغرفة خادمة.');

  // A reload keeps the draft (written to IndexedDB as each field changes).
  await expect.poll(() => draftValues(page)).toContain('غرفة خادمة');
  await page.reload();
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);
  await expect(page.getByLabel('Price (AED)')).toHaveValue('2,950,000');
  await expect(page.getByLabel(/^Description/)).toHaveValue('<b>Corner plot</b> with a private garden and maid’s room.');
  await expect(page.getByLabel('Arabic title')).toHaveValue('تاون هاوس بحديقة في حدائق الراحة');
  await expect(page.getByLabel('Arabic description')).toHaveValue('قطعة زاوية مع حديقة خاصة وغرفة خادمة.');

  const photo = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 320, height: 200 } });
  await page.locator('input[name=photos]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByText('Photos (1 of 5)')).toBeVisible();
  await page.locator('input[name=photos]').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
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
  await expect(page.getByText('MDH-2025-4411')).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join()).toContain('"value":"MDH-2025-4411"');
  await expect(page.getByText('<b>')).toHaveCount(0);
  // The English page shows the English; the Arabic page the Arabic title and description.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goto(page.url().replace('/property/', '/ar/property/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تاون هاوس بحديقة في حدائق الراحة');
  await expect(page.getByText('قطعة زاوية مع حديقة خاصة وغرفة خادمة.')).toBeVisible();

  // The draft was cleared after saving.
  await page.goto('/properties/new');
  await expect(page.getByLabel(/^Title/)).toHaveValue('');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a listing drafted offline with two photos, a floor plan, a pin and every fact survives a reload and is uploaded once when back online', async ({ page, context }) => {
    await openSignedIn(page, '/properties/new', 'layla.haddad@manzil.ae');
    await expect(page.getByRole('heading', { level: 1, name: 'List a Property' })).toBeVisible();
    // Let the service worker take the page, so it reloads without a network.
    await reloadUnderServiceWorker(page);

    await context.setOffline(true);
    const title = `Offline villa ${Date.now()}`;
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel('Price (AED)').fill('4,200,000');
    await page.getByRole('combobox', { name: 'Location (area)' }).fill('Saadiyat Island');
    await page.getByLabel('Address').fill('Saadiyat Beach Villas, Abu Dhabi');
    await page.getByLabel('Madhmoun permit number').fill('MDH-2025-5001');
    const shot = (x: number) => page.screenshot({ type: 'png', clip: { x, y: 0, width: 200, height: 120 } });
    await page.locator('input[name=photos]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await shot(0) },
      { name: 'pool.png', mimeType: 'image/png', buffer: await shot(200) },
    ]);
    await expect(page.getByText('Photos (2 of 5)')).toBeVisible();
    await expect(page).toHaveURL(/draft=/);
    await page.locator('input[name=floor_plans]').setInputFiles({ name: 'ground-floor.png', mimeType: 'image/png', buffer: await shot(400) });
    await expect(page.getByText('Floor plans (1 of 2)')).toBeVisible();
    await page.getByLabel('Bathrooms').fill('5');
    await page.getByLabel('Size (sq ft)').fill('6,800');
    await page.getByRole('combobox', { name: 'Furnishing' }).click();
    await page.getByRole('option', { name: 'Unfurnished' }).click();
    await page.getByRole('combobox', { name: 'Completion' }).click();
    await page.getByRole('option', { name: 'Ready', exact: true }).click();
    for (const amenity of ['Pool', 'Parking', 'Sea view']) await page.getByRole('checkbox', { name: amenity }).check();
    await page.getByLabel('Latitude').fill('24.5452');
    await page.getByLabel('Longitude').fill('54.4319');
    await page.getByLabel('Video tour').fill('https://vimeo.com/76979871');
    await expect.poll(() => draftValues(page)).toContain('vimeo.com/76979871');

    // A reload while offline brings back the draft and its photos.
    await page.reload();
    await expect(page.getByLabel(/^Title/)).toHaveValue(title);
    await expect(page.getByLabel('Price (AED)')).toHaveValue('4,200,000');
    await expect(page.getByText('Photos (2 of 5)')).toBeVisible();
    await expect(page.getByRole('img', { name: 'New photo pool.png' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'New floor plan ground-floor.png' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Sea view' })).toBeChecked();
    await expect(page.getByLabel('Latitude')).toHaveValue('24.5452');

    // Published offline: queued, and shown as waiting.
    await page.getByRole('button', { name: 'List Property' }).click();
    await expect(page.getByText('It will be uploaded when you are back online.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const draftCard = page.getByRole('article', { name: title });
    // On the narrowest phone the badge keeps its whole text (it once read "WAITING TO …").
    await page.setViewportSize({ width: 360, height: 800 });
    const badge = draftCard.getByText('Waiting to upload');
    await expect(badge).toBeVisible();
    expect(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);

    await context.setOffline(false);
    await expect(page.getByText('Your property has been listed successfully')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /waiting to be sent/ })).toBeHidden();

    const admin = adminClient();
    const { data: listings } = await admin
      .from('properties')
      .select('id, bathrooms, size_sqft, furnishing, completion_status, amenities, latitude, longitude, video_url, property_images(storage_path, position, is_primary, kind)')
      .eq('title', title);
    expect(listings).toHaveLength(1);
    const listing = listings![0];
    expect([listing.bathrooms, listing.size_sqft, listing.furnishing, listing.completion_status, listing.amenities]).toEqual([5, 6800, 'unfurnished', 'ready', ['pool', 'parking', 'sea_view']]);
    expect([listing.latitude, listing.longitude, listing.video_url]).toEqual([24.5452, 54.4319, 'https://vimeo.com/76979871']);
    const images = listing.property_images as { storage_path: string; position: number; is_primary: boolean; kind: string }[];
    expect(images.map((p) => [p.kind, p.position, p.is_primary]).sort()).toEqual([
      ['floor_plan', 0, false],
      ['photo', 0, true],
      ['photo', 1, false],
    ]);
    for (const image of images) {
      const object = await fetch(`${API_URL}/storage/v1/object/public/property-images/${image.storage_path}`);
      expect(object.status).toBe(200);
    }

    // The property page shows the floor plan in a tab of its own.
    await page.goto(`/property/${listing.id}`);
    await page.getByRole('tab', { name: 'Floor plans (1)' }).click();
    await expect(page.getByRole('img', { name: `Floor plan 1 of 1: ${title}` })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an offline edit that meets a newer server edit is a conflict the owner settles either way', async ({ page, context }) => {
    const admin = adminClient();
    const id = 'a0000000-0000-4000-8000-000000000002';
    const titleOnServer = async () => (await admin.from('properties').select('title').eq('id', id).single()).data!.title as string;
    await openSignedIn(page, '/', 'layla.haddad@manzil.ae');
    // The service worker must control the page, so the dashboard's code loads without a network.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    for (const choice of ['Keep mine', "Take the server's"] as const) {
      await page.goto(`/properties/edit/${id}`);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
      // The listing has loaded into the form before the connection goes.
      await expect(page.getByLabel(/^Title/)).not.toHaveValue('');
      await context.setOffline(true);
      const mine = `Marina flat, edited offline (${choice})`;
      await page.getByLabel(/^Title/).fill(mine);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('It will be uploaded when you are back online.', { exact: true })).toBeVisible();

      // Someone changes the listing on the server meanwhile.
      const theirs = `Marina flat, edited at the office (${choice})`;
      expect((await admin.from('properties').update({ title: theirs }).eq('id', id)).error).toBeNull();

      await context.setOffline(false);
      const pending = page.getByRole('button', { name: '1 change waiting to be sent' });
      await expect(pending).toBeVisible();
      await pending.click();
      const list = page.getByRole('dialog', { name: 'Waiting to be sent' });
      await expect(list.getByText('Changed elsewhere: choose which version to keep')).toBeVisible({ timeout: 15_000 });
      expect(await titleOnServer()).toBe(theirs);
      await list.getByRole('button', { name: choice }).click();
      await page.keyboard.press('Escape');
      if (choice === 'Keep mine') await expect.poll(titleOnServer, { timeout: 15_000 }).toBe(mine);
      await expect(page.getByRole('button', { name: /waiting to be sent/ })).toBeHidden({ timeout: 15_000 });
      expect(await titleOnServer()).toBe(choice === 'Keep mine' ? mine : theirs);
      // Either way the edit's draft is gone from the device.
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'On this device' })).toBeHidden();
    }
  });
});

test('a draft is published from My Properties, or sent back to the form while incomplete', async ({ page }) => {
  await openSignedIn(page, '/properties/new', 'omar.rashid@manzil.ae');
  const title = `Draft townhouse ${Date.now()}`;
  await page.getByLabel(/^Title/).fill(title);
  await expect(page).toHaveURL(/draft=/);

  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Publish draft ${title}` }).click();
  await expect(page.getByText('Price is required. Resume the draft to finish it.')).toBeVisible();

  await card.getByRole('button', { name: `Resume draft ${title}` }).click();
  await expect(page.getByLabel(/^Title/)).toHaveValue(title);
  await page.getByLabel('Price (AED)').fill('3,100,000');
  await page.getByRole('combobox', { name: 'Location (area)' }).fill('Al Raha Beach');
  await page.getByLabel('Address').fill('Al Zeina, Al Raha Beach, Abu Dhabi');
  await page.getByLabel('Madhmoun permit number').fill('MDH-2025-5002');
  await expect.poll(() => draftValues(page)).toContain('Al Zeina, Al Raha Beach');
  await page.goto('/dashboard');
  await page.getByRole('article', { name: title }).getByRole('button', { name: `Publish draft ${title}` }).click();
  await expect(page.getByText('Your property has been listed successfully')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'On this device' })).toBeHidden();

  const admin = adminClient();
  const { data } = await admin.from('properties').select('price, address').eq('title', title);
  expect(data?.map((row) => [Number(row.price), row.address])).toEqual([[3_100_000, 'Al Zeina, Al Raha Beach, Abu Dhabi']]);
});

test('on a phone, an agent sets every listing fact; the property page shows them, and the video loads only on play', async ({ page }) => {
  // Opened at a desktop width (where the header shows who is signed in), then the phone's.
  await openSignedIn(page, '/properties/new', 'layla.haddad@manzil.ae');
  await expect(page.getByRole('heading', { level: 1, name: 'List a Property' })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });

  const title = `Off-plan villa ${Date.now()}`;
  const year = String(new Date().getFullYear() + 1);
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel('Price (AED)').fill('2,950,000');
  await page.getByRole('combobox', { name: 'Location (area)' }).fill('Saadiyat Island');
  await page.getByLabel('Address').fill('Saadiyat Reserve, Abu Dhabi');
  await page.getByLabel('Madhmoun permit number').fill('mdh-2025-5512');
  await page.getByLabel('Size (sq ft)').fill('1,475');
  await page.getByRole('combobox', { name: 'Furnishing' }).click();
  await page.getByRole('option', { name: 'Semi-furnished' }).click();
  await page.getByRole('combobox', { name: 'Completion' }).click();
  await page.getByRole('option', { name: 'Off-plan' }).click();
  await page.getByRole('combobox', { name: 'Handover quarter' }).click();
  await page.getByRole('option', { name: 'Q4' }).click();
  await page.getByRole('combobox', { name: 'Handover year' }).click();
  await page.getByRole('option', { name: year }).click();
  await page.getByLabel('Payment plan').fill('60/40: 60% during construction');
  for (const amenity of ['Pool', "Maid's room", 'Sea view']) {
    const checkbox = page.getByRole('checkbox', { name: amenity });
    await checkbox.check();
    // The box sits beside its label, level with it, not above it.
    const box = (await checkbox.boundingBox())!;
    const label = (await page.locator(`label[for="${await checkbox.getAttribute('id')}"]`).boundingBox())!;
    expect(label.x, amenity).toBeGreaterThanOrEqual(box.x + box.width);
    expect(Math.abs(label.y + label.height / 2 - (box.y + box.height / 2)), amenity).toBeLessThan(box.height / 2);
  }
  await page.getByLabel('Latitude').fill('24.54');
  await page.getByLabel('Longitude').fill('54.43');
  // A link the site cannot embed is explained; nothing typed is lost.
  await page.getByLabel('Video tour').fill('https://example.com/tour.mp4');
  await page.getByRole('button', { name: 'List Property' }).click();
  await expect(page.getByText('Video must be a YouTube or Vimeo link', { exact: false })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Sea view' })).toBeChecked();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByLabel('Video tour').fill('https://youtu.be/dQw4w9WgXcQ');
  // The facts are in the draft, so a reload keeps them.
  await expect.poll(() => draftValues(page)).toContain('dQw4w9WgXcQ');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: "Maid's room" })).toBeChecked();
  await expect(page.getByLabel('Payment plan')).toHaveValue('60/40: 60% during construction');
  await page.getByRole('button', { name: 'List Property' }).click();
  await expect(page.getByText('Your property has been listed successfully')).toBeVisible({ timeout: 20_000 });

  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (/youtube|vimeo/.test(request.url())) videoRequests.push(request.url());
  });
  await page.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/property\//);
  const facts = page.getByTestId('property-facts');
  await expect(facts).toContainText('Semi-furnished');
  await expect(facts).toContainText('Off-plan');
  await expect(facts).toContainText(`Q4 ${year}`);
  await expect(facts).toContainText('2,000');
  await expect(page.getByRole('region', { name: 'Amenities' }).getByRole('listitem')).toHaveText(['Pool', "Maid's room", 'Sea view']);
  await expect(page.getByText('60/40: 60% during construction')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mortgage estimate' })).toContainText('This is an estimate');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await expect(page.locator('iframe')).toHaveCount(0);
  expect(videoRequests).toEqual([]);
  await page.getByRole('button', { name: `Play the video tour of ${title}` }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
});
