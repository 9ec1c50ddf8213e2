import { expect, test } from '@playwright/test';
import { adminClient, appInPage, listingsHydrated, openSignedIn, signInThroughDialog, storedQueryCache } from './support.ts';

// These journeys need the service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Visitors re-open listings they have seen while offline (the app shell from the service worker,
// the listing from the query cache kept on the device), and what they write offline is sent when
// the connection returns.


test('a property seen before opens again without a network', async ({ page, context }) => {
  const path = '/property/a0000000-0000-4000-8000-000000000001';
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('Property Not Found');
  const title = await heading.textContent();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Once the worker controls the page, its reads go through the caches.
  await page.reload();
  await expect(heading).toHaveText(title!);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.reload();
  await expect(heading).toHaveText(title!);
  // Offline the app shows what it kept on the device: wait until the listing's own read (with
  // its agent card) is saved there.
  await expect.poll(() => storedQueryCache(page)).toContain('"agent":{');

  await context.setOffline(true);
  await page.reload();
  await expect(heading).toHaveText(title!);
  // A static guide is precached too.
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('a message written offline is sent once when the connection returns, with two tabs open', async ({ context }) => {
  const path = '/property/a0000000-0000-4000-8000-000000000002';
  const first = await context.newPage();
  const second = await context.newPage();
  for (const page of [first, second]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Property Not Found');
  }
  // The dialog and the outbox arrive once the page is idle; only then can they work offline on a
  // first visit (the service worker has cached nothing yet).
  await appInPage(first);
  const fetched = (name: string) => first.evaluate((part) => performance.getEntriesByType('resource').some((e) => e.name.includes(part)), name);
  await expect.poll(() => fetched('/contact-agent-dialog-')).toBe(true);
  await expect.poll(() => fetched('/outbox-')).toBe(true);

  await context.setOffline(true);
  await expect(first.getByRole('banner').getByText('Offline')).toBeVisible();
  await first.getByRole('button', { name: 'Contact Agent' }).click();
  const dialog = first.getByRole('dialog', { name: 'Contact Agent' });
  const email = `offline${Date.now()}@example.com`;
  await dialog.getByLabel('Name').fill('Offline Visitor');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(first.getByText('It will be sent when you are back online.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  // Both tabs show what is waiting.
  for (const page of [first, second]) {
    await expect(page.getByRole('button', { name: '1 change waiting to be sent' })).toBeVisible();
  }

  await context.setOffline(false);
  await expect(first.getByText('Your message has been sent to the agent. They will contact you soon.')).toBeVisible({ timeout: 15_000 });
  for (const page of [first, second]) {
    await expect(page.getByRole('button', { name: /waiting to be sent/ })).toBeHidden();
  }

  // Exactly one copy was stored, as a visitor's.
  const admin = adminClient();
  const { data } = await admin.from('messages').select('id, sender_id').eq('email', email);
  expect(data).toHaveLength(1);
  expect(data![0].sender_id).toBeNull();
});

test("a user's unsent change waits through someone else's session and is sent when they return", async ({ page }) => {
  const admin = adminClient();
  const LAYLA = '22222222-2222-4222-8222-222222222222';
  const listing = 'a0000000-0000-4000-8000-000000000003';
  await admin.from('saved_properties').delete().eq('user_id', LAYLA).eq('property_id', listing);
  const savedOnServer = async () => (await admin.from('saved_properties').select('property_id').eq('user_id', LAYLA).eq('property_id', listing)).data!.length;

  await page.goto(`/property/${listing}`);
  await signInThroughDialog(page, 'layla.haddad@manzil.ae');
  // The saved-properties API is out of reach (a flaky line): the change waits on the device.
  await page.route('**/rest/v1/saved_properties**', (route) => route.abort('internetdisconnected'));
  await listingsHydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'Save property' }).first().click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Remove from saved' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '1 change waiting to be sent' })).toBeVisible();

  // Signing out warns; the change is kept for later, and Layla's heart leaves the screen.
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).first().click();
  const warning = page.getByRole('dialog', { name: 'Changes not sent yet' });
  await expect(warning).toContainText('1 change has not reached the server yet');
  await warning.getByRole('button', { name: 'Keep for later' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Save property' }).first()).toBeVisible();
  await page.unroute('**/rest/v1/saved_properties**');

  // Someone else signs in on this device: Layla's change is not sent as them.
  await signInThroughDialog(page, 'omar.rashid@manzil.ae');
  await page.waitForTimeout(2000);
  expect(await savedOnServer()).toBe(0);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' }).first()).toBeVisible();

  // Layla again: it is sent.
  await signInThroughDialog(page, 'layla.haddad@manzil.ae');
  await expect.poll(savedOnServer, { timeout: 15_000 }).toBe(1);
  await expect(page.getByRole('button', { name: /waiting to be sent/ })).toBeHidden();
  await expect(page.getByRole('main').getByRole('button', { name: 'Remove from saved' }).first()).toBeVisible();
});

test('a listing published offline in one tab appears under Your listings in the other once it uploads', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/properties/new');
  await first.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
  await signInThroughDialog(first, 'omar.rashid@manzil.ae');
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(second.getByRole('heading', { name: 'Your listings' })).toBeAttached();

  const title = `Two-tab villa ${Date.now()}`;
  await first.getByLabel(/^Title/).fill(title);
  await first.getByLabel('Price (AED)').fill('4,200,000');
  await first.getByRole('combobox', { name: 'Location (area)' }).fill('Yas Island');
  await first.getByLabel('Address').fill('West Yas, Yas Island, Abu Dhabi');
  await first.getByLabel('Madhmoun permit number').fill('MDH-2025-7710');
  await context.setOffline(true);
  await first.getByRole('button', { name: 'List Property' }).click();
  await expect(first.getByText('It will be uploaded when you are back online.')).toBeVisible();
  // The other tab shows it as waiting on this device.
  const waiting = second.getByRole('region', { name: 'On this device' }).getByRole('article', { name: title });
  await expect(waiting).toBeVisible();

  await context.setOffline(false);
  // Uploaded, it leaves "On this device" and the other tab's own listings show it, without a reload.
  await expect(waiting).toBeHidden({ timeout: 15_000 });
  await expect(second.getByRole('region', { name: 'Your listings' }).getByRole('article', { name: title })).toBeVisible({ timeout: 10_000 });
});

test('dashboard changes made offline survive a reload and reach the server once the connection returns', async ({ page, context }) => {
  test.setTimeout(90_000);
  const admin = adminClient();
  const LAYLA = '22222222-2222-4222-8222-222222222222';
  const stamp = Date.now();
  const listing = (await admin.from('properties').select('id').eq('user_id', LAYLA).limit(1).single()).data!.id as string;
  const enquiry = `Offline enquiry ${stamp}`;
  expect((await admin.from('messages').insert({ property_id: listing, name: 'Hessa Buyer', email: 'hessa@example.com', message: enquiry })).error).toBeNull();
  const [kept, dropped] = [crypto.randomUUID(), crypto.randomUUID()];
  expect(
    (
      await admin.from('saved_searches').insert([
        { id: kept, user_id: LAYLA, name: `Yas villas ${stamp}`, query: `location=Yas+Island&stamp=${stamp}` },
        { id: dropped, user_id: LAYLA, name: `Reem flats ${stamp}`, query: `location=Al+Reem+Island&stamp=${stamp}` },
      ])
    ).error,
  ).toBeNull();

  await openSignedIn(page, '/', 'layla.haddad@manzil.ae');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Each tab read once online, so the device keeps a copy to show offline.
  const panel = page.getByRole('tabpanel');
  await page.goto('/dashboard?tab=profile');
  await expect(panel.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.getByRole('tab', { name: 'Agent Details' }).click();
  await expect(panel.getByLabel('Company name')).not.toHaveValue('');
  await page.getByRole('tab', { name: /^Messages/ }).click();
  await expect(panel.getByText(enquiry)).toBeVisible();
  await page.getByRole('tab', { name: 'Saved Properties' }).click();
  await expect(panel.getByText(`Yas villas ${stamp}`)).toBeVisible();
  await expect.poll(() => storedQueryCache(page)).toContain(`Yas villas ${stamp}`);
  await expect.poll(() => storedQueryCache(page)).toContain(enquiry);

  await context.setOffline(true);
  // Saved searches: one renamed, one deleted.
  await panel.getByRole('button', { name: `Rename Yas villas ${stamp}` }).click();
  await panel.getByLabel('Name of this search').fill(`Yas villas for the family ${stamp}`);
  await panel.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('The new name will be saved to your account when you are back online.')).toBeVisible();
  await panel.getByRole('button', { name: `Delete Reem flats ${stamp}` }).click();
  await expect(panel.getByText(`Reem flats ${stamp}`)).toBeHidden();
  // The enquiry marked read.
  await page.getByRole('tab', { name: /^Messages/ }).click();
  const card = panel.locator('.mantine-Card-root', { hasText: enquiry });
  await card.getByRole('button', { name: 'Mark as read' }).click();
  await expect(card.getByRole('button', { name: 'Mark as read' })).toBeHidden();
  // The profile and the agent card.
  const phone = `+971 50 ${String(stamp).slice(-7)}`;
  await page.getByRole('tab', { name: 'Profile' }).click();
  await panel.getByRole('button', { name: 'Edit Profile' }).click();
  await panel.getByLabel('Phone').fill(phone);
  await panel.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Your profile will be updated when you are back online.')).toBeVisible();
  await expect(panel.getByText(phone)).toBeVisible();
  const company = `Haddad Homes ${stamp}`;
  await page.getByRole('tab', { name: 'Agent Details' }).click();
  await panel.getByLabel('Company name').fill(company);
  await panel.getByRole('button', { name: 'Update Agent Details' }).click();
  await expect(page.getByText('Your agent details will be updated when you are back online.')).toBeVisible();
  await expect(page.getByRole('button', { name: '5 changes waiting to be sent' })).toBeVisible();

  // A reload without a connection loses none of it, and shows each change as made.
  await page.reload();
  await expect(panel.getByLabel('Company name')).toHaveValue(company);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(panel.getByText(phone)).toBeVisible();
  await page.getByRole('tab', { name: /^Messages/ }).click();
  await expect(panel.locator('.mantine-Card-root', { hasText: enquiry }).getByRole('button', { name: 'Mark as read' })).toBeHidden();
  await page.getByRole('tab', { name: 'Saved Properties' }).click();
  await expect(panel.getByText(`Yas villas for the family ${stamp}`)).toBeVisible();
  await expect(panel.getByText(`Reem flats ${stamp}`)).toBeHidden();
  await expect(page.getByRole('button', { name: '5 changes waiting to be sent' })).toBeVisible();

  // Back online: each reaches the server once.
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /waiting to be sent/ })).toBeHidden({ timeout: 30_000 });
  expect((await admin.from('profiles').select('phone').eq('id', LAYLA).single()).data).toEqual({ phone });
  expect((await admin.from('agent_profiles').select('company_name').eq('user_id', LAYLA).single()).data).toEqual({ company_name: company });
  expect((await admin.from('messages').select('is_read').eq('message', enquiry)).data).toEqual([{ is_read: true }]);
  const searches = (await admin.from('saved_searches').select('id, name').in('id', [kept, dropped])).data;
  expect(searches).toEqual([{ id: kept, name: `Yas villas for the family ${stamp}` }]);
});
