import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY } from '../../supabase/emulator/config.ts';
import { listingReference } from '../../src/features/listings/detail/listing-reference.ts';
import { API_URL, appInPage, openSignedIn, signInThroughDialog } from './support.ts';

// The listing page: gallery by keyboard, a visitor's enquiry that reaches the owner, not found.

const AGENT = { email: 'agent@manzil.ae', password: 'Manzil2025!' };
const AGENT_ID = '11111111-1111-4111-8111-111111111111';

function api() {
  return createClient(API_URL, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; supabase-js insists on one for realtime (unused here).
    realtime: { transport: WebSocket as never },
  });
}

/** A listing of agent@manzil.ae with at least two photos. */
async function agentListing() {
  const { data, error } = await api()
    .from('properties')
    .select('id, title, property_images(id, kind)')
    .eq('user_id', AGENT_ID)
    .order('created_at', { ascending: false });
  if (error) throw error;
  // The gallery counts the photos; floor plans have a tab of their own.
  const photos = (p: (typeof data)[number]) => p.property_images.filter((image) => image.kind !== 'floor_plan').length;
  const listing = data.find((p) => photos(p) >= 2) ?? data[0];
  return { id: listing.id as string, title: listing.title as string, images: photos(listing) };
}

test('a listing opens from the home page with its details', async ({ page }) => {
  await page.goto('/');
  const link = page.locator('article a[href^="/property/"]').first();
  await expect(link).toBeVisible({ timeout: 15_000 });
  const href = await link.getAttribute('href');
  const title = (await link.textContent())!.trim();
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The listing's own price comes first; the similar listings' cards below carry theirs.
  await expect(page.getByTestId('property-price').first()).toContainText(/AED|Price on request/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(/Properties for (Sale|Rent)/);
  await expect(page.getByRole('link', { name: 'Back to results' })).toHaveAttribute('href', '/search-results');
  await expect(page.getByRole('heading', { name: 'Explore Other Premium Areas' })).toBeVisible();
  const types = page.getByRole('navigation', { name: 'Browse by Property Type' });
  await expect(types.getByRole('link', { name: 'Commercial', exact: true })).toHaveAttribute('href', '/commercial-property');
  await expect(types.getByRole('link', { name: 'Villa', exact: true })).toHaveAttribute('href', /^\/(buy|rent)\?property_type=villa$/);
  // Visitors do not see the owner's promotion control.
  await expect(page.getByRole('button', { name: 'Promote Listing' })).toHaveCount(0);
  // The page carries the listing's structured data.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"RealEstateListing"'))).toBe(true);
});

test('the gallery moves by keyboard, buttons and thumbnails', async ({ page }) => {
  const listing = await agentListing();
  test.skip(listing.images < 2, 'needs a listing with two photos');
  await page.goto(`/property/${listing.id}`);
  // The gallery's keys and buttons are the app's own: it answers once the app has the page.
  await appInPage(page);
  const gallery = page.getByTestId('property-gallery');
  const position = page.getByTestId('gallery-position');
  await expect(position).toHaveText(`1 / ${listing.images}`);

  await gallery.focus();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`2 / ${listing.images}`);
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`1 / ${listing.images}`);
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`${listing.images} / ${listing.images}`);

  await page.getByRole('button', { name: 'Next image' }).click();
  await expect(position).toHaveText(`1 / ${listing.images}`);
  await page.getByRole('button', { name: 'Previous image' }).press('Enter');
  await expect(position).toHaveText(`${listing.images} / ${listing.images}`);

  const second = page.getByRole('button', { name: `Show image 2 of ${listing.images}` });
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(position).toHaveText(`2 / ${listing.images}`);
});

test('a visitor contacts the agent and the owner receives the message', async ({ page }) => {
  const listing = await agentListing();
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();

  await page.getByRole('button', { name: 'Contact Agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Agent' });
  await expect(dialog.getByLabel('Message')).toHaveValue("I'm interested in this property and would like more information.");

  // Invalid input is explained and nothing is lost.
  await dialog.getByLabel('Name').fill('A');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Name must be at least 2 characters.')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();

  const email = `visitor${Date.now()}@example.com`;
  await dialog.getByLabel('Name').fill('Noura Visitor');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone (optional)').fill('+971 50 123 4567');
  await dialog.getByLabel('Message').fill('Is the <b>sea view</b> unit still available for viewing?');
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent')).toBeVisible();
  await expect(page.getByText('Your message has been sent to the agent. They will contact you soon.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Reopened, the form is reset.
  await page.getByRole('button', { name: 'Contact Agent' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Agent' }).getByLabel('Name')).toHaveValue('');

  // The owner reads it through the API.
  const owner = api();
  const signIn = await owner.auth.signInWithPassword(AGENT);
  expect(signIn.error).toBeNull();
  const { data, error } = await owner.from('messages').select('*').eq('email', email);
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
  expect(data![0]).toMatchObject({
    property_id: listing.id,
    recipient_id: AGENT_ID,
    sender_id: null,
    name: 'Noura Visitor',
    phone: '+971 50 123 4567',
    message: 'Is the sea view unit still available for viewing?',
    is_read: false,
  });
});

test('the save heart toggles and survives a reload', async ({ page }) => {
  const listing = await agentListing();
  await page.goto(`/property/${listing.id}`);
  // The listing's own heart comes first; the similar listings' cards have theirs.
  const save = page.getByRole('button', { name: 'Save property' }).first();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  const remove = page.getByRole('button', { name: 'Remove from saved' });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Remove from saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove from saved' }).click();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
});

test('an unknown listing shows Property Not Found, with the way back for who is looking', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto('/property/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Property Not Found' })).toBeVisible();
  await appInPage(page);
  // A visitor goes back to the listings or home; a dashboard is not theirs.
  await expect(main.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/search-results');
  await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(main.locator('a[href$="/dashboard"]')).toHaveCount(0);
  await page.goto('/ar/property/00000000-0000-4000-8000-000000000000');
  await appInPage(page);
  await expect(main.getByRole('link', { name: 'تصفّح العقارات' })).toHaveAttribute('href', '/ar/search-results');
  await expect(main.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' })).toHaveAttribute('href', /^\/ar\/?$/);
  await expect(main.locator('a[href$="/dashboard"]')).toHaveCount(0);
  await page.goto('/property/not-a-uuid');
  await expect(page.getByRole('heading', { level: 1, name: 'Property Not Found' })).toBeVisible();
  // Signed in, their dashboard too.
  await signInThroughDialog(page, AGENT.email, AGENT.password);
  await expect(main.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(main.getByRole('link', { name: 'Browse Properties' })).toBeVisible();
});

test('the owner manages their own listing instead of contacting themselves; other premium areas leave out the listing area', async ({ page }) => {
  // Seeded: a Fairmont Marina apartment of agent@manzil.ae in Abu Dhabi Marina.
  const id = 'a0000000-0000-4000-8000-000000000001';
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/property/${id}`);
  const areas = page.getByRole('region', { name: 'Explore Other Premium Areas' });
  await expect(areas.getByRole('link')).toHaveText(['Downtown Abu Dhabi', 'Al Raha Beach', 'Saadiyat Island']);
  await expect(areas.getByRole('link', { name: 'Downtown Abu Dhabi' })).toHaveAttribute('href', '/downtown-abu-dhabi');
  await expect(areas.getByRole('link', { name: 'Al Raha Beach' })).toHaveAttribute('href', '/search-results?location=Al+Raha+Beach');
  // A visitor on a phone has the contact bar.
  await expect(page.getByRole('region', { name: 'Contact the agent' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit listing' })).toHaveCount(0);

  // The header's sign-in button is in the menu on a phone: sign in on a wide screen, then back.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughDialog(page, AGENT.email, AGENT.password);
  await expect(page.getByRole('button', { name: 'Contact Agent' })).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  const own = page.getByRole('region', { name: 'Your listing' });
  await expect(own.getByRole('button', { name: /^(Promote Listing|Featured)$/ })).toBeVisible();
  await expect(own.getByRole('link', { name: 'Edit listing' })).toHaveAttribute('href', `/properties/edit/${id}`);
  await expect(page.getByRole('region', { name: 'Contact the agent' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Contact Agent' })).toHaveCount(0);
  await own.getByRole('link', { name: 'Edit listing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
});

test("signed in, the Contact Agent dialog on someone else's listing starts with the account's name and email", async ({ page }) => {
  const { data, error } = await api().from('properties').select('id').neq('user_id', AGENT_ID).limit(1).single();
  if (error) throw error;
  await openSignedIn(page, `/property/${data.id}`, AGENT.email, AGENT.password);
  await page.getByRole('button', { name: 'Contact Agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Agent' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Sara Al Mansouri');
  await expect(dialog.getByLabel('Email')).toHaveValue(AGENT.email);
});

test('a photo opens full screen: arrows, a touch swipe and pinch-zoom, Escape returns to the photo', async ({ page }) => {
  const listing = await agentListing();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/property/${listing.id}`);
  await page.getByRole('button', { name: `Open photo 1 of ${listing.images} full screen` }).click();
  const viewer = page.getByRole('dialog', { name: `Photos of ${listing.title}` });
  await expect(viewer).toBeVisible();
  const position = viewer.getByTestId('viewer-position');
  const image = viewer.getByTestId('viewer-image');
  await expect(position).toHaveText(`1 / ${listing.images}`);
  await expect(image).toHaveAttribute('alt', `Photo 1 of ${listing.images}: ${listing.title}`);
  await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeGreaterThan(350);
  const box = (await image.boundingBox())!;
  // The browser's own pinch-zoom works on the photo; one finger is left to the swipe.
  expect(await image.evaluate((element) => getComputedStyle(element).touchAction)).toBe('pinch-zoom');

  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`2 / ${listing.images}`);
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`1 / ${listing.images}`);

  // A finger swiped from right to left shows the next photo.
  const touch = await page.context().newCDPSession(page);
  await touch.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  // Above the middle, where the previous and next buttons are.
  const y = box.y + box.height / 4;
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width - 40, y }] });
  for (const x of [box.x + box.width - 120, box.x + 120, box.x + 40]) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(position).toHaveText(`2 / ${listing.images}`);
  await expect(image).toHaveAttribute('alt', `Photo 2 of ${listing.images}: ${listing.title}`);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // Back on the page at the photo the viewer ended on, with focus on it.
  await expect(page.getByRole('button', { name: `Open photo 2 of ${listing.images} full screen` })).toBeFocused();
  await expect(page.getByTestId('gallery-position')).toHaveText(`2 / ${listing.images}`);
});

test('the page shows the reference and the date added, and shares the link (share sheet, else copied)', async ({ page, context }) => {
  const { data, error } = await api().from('properties').select('id, created_at').eq('id', 'a0000000-0000-4000-8000-000000000001').single();
  if (error) throw error;
  const path = `/property/${data.id}`;
  // Chromium here has no share sheet (navigator.share is absent on Linux): the link is copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
  await page.goto(`/property/${data.id}`);
  const facts = page.getByTestId('property-reference');
  await expect(facts).toContainText(`Ref. ${listingReference(data.id)}`);
  await expect(facts).toContainText('Ref. MZ-A0000000');
  // The day it was added in the UAE, as an English page writes it ('5 March 2026'). Written out
  // here: src/lib/format.ts uses Lingui's macros, which only the app's build compiles.
  const addedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' }).format(new Date(data.created_at));
  await expect(facts).toContainText(`Added ${addedOn}`);
  await page.getByRole('button', { name: 'Share this property' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(new URL(await page.evaluate(() => navigator.clipboard.readText())).pathname).toBe(path);

  // Where the browser has a share sheet, it gets the title and the link.
  const sharing = await context.newPage();
  await sharing.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        (window as { shared?: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await sharing.goto(`/property/${data.id}`);
  const title = await sharing.getByRole('heading', { level: 1 }).textContent();
  await sharing.getByRole('button', { name: 'Share this property' }).click();
  await expect.poll(() => sharing.evaluate(() => (window as { shared?: ShareData }).shared?.title)).toBe(title);
  const shared = await sharing.evaluate(() => (window as { shared?: ShareData }).shared!);
  expect(new URL(shared.url!).pathname).toBe(path);
  await expect(sharing.getByText('Link copied')).toHaveCount(0);
});
