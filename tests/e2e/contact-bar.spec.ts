import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminClient, contrastRatio, storedQueryCache } from './support.ts';

// One-tap contact on a property page: the phone's bar fixed to the bottom (Call, WhatsApp for
// mobiles, Email, Contact Agent), the same links on the desktop agent card, and a page kept
// offline still calling the agent.

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
// Layla's seeded card has a mobile; these tests write it the national way (and a landline in
// one test) and put the seeded value back afterwards.
const LAYLA = { id: '22222222-2222-4222-8222-222222222222', name: 'Layla Haddad', email: 'layla.haddad@manzil.ae' };
const MOBILE = '055 555 0202';
const MOBILE_DIGITS = '971555550202';

let seededPhone: string | null = null;

async function listingOf(userId: string) {
  const { data, error } = await adminClient()
    .from('properties')
    .select('id, title')
    .eq('user_id', userId)
    .in('status', ['available', 'let_agreed'])
    .order('created_at', { ascending: false })
    .limit(1)
    .single();
  if (error) throw error;
  return data as { id: string; title: string };
}

async function setLaylaPhone(phone: string | null) {
  const { error } = await adminClient().from('agent_profiles').update({ phone }).eq('user_id', LAYLA.id);
  if (error) throw error;
}

test.beforeAll(async () => {
  const { data, error } = await adminClient().from('agent_profiles').select('phone').eq('user_id', LAYLA.id).single();
  if (error) throw error;
  seededPhone = data.phone as string | null;
  await setLaylaPhone(MOBILE);
});

test.afterAll(async () => {
  await setLaylaPhone(seededPhone);
});

const bar = (page: Page) => page.getByRole('region', { name: 'Contact the agent' });

/** The text WhatsApp is opened with, decoded from the link. */
async function whatsappText(href: string | null) {
  expect(href).toMatch(new RegExp(`^https://wa\\.me/${MOBILE_DIGITS}\\?text=`));
  return new URL(href!).searchParams.get('text') ?? '';
}

test('on a phone the contact bar sits at the bottom with Call, WhatsApp, Email and Contact Agent', async ({ page }) => {
  const listing = await listingOf(LAYLA.id);
  await page.setViewportSize(PHONE);
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  // Nothing on the page is wider than the phone (a long title in the breadcrumb wraps).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  const contact = bar(page);
  await expect(contact).toBeVisible();
  const box = (await contact.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(PHONE.height);
  expect(box.width).toBe(PHONE.width);

  const call = contact.getByRole('link', { name: `Call ${LAYLA.name}` });
  await expect(call).toHaveAttribute('href', `tel:+${MOBILE_DIGITS}`);
  const whatsapp = contact.getByRole('link', { name: `WhatsApp ${LAYLA.name}` });
  const text = await whatsappText(await whatsapp.getAttribute('href'));
  expect(text).toContain(listing.title);
  const url = text.match(/https?:\/\/\S+$/)?.[0];
  expect(new URL(url!).pathname).toBe(`/property/${listing.id}`);
  expect(text).toBe(`Hello, I'm interested in ${listing.title} on Manzil: ${url}`);
  const email = contact.getByRole('link', { name: `Email ${LAYLA.name}` });
  const mailto = (await email.getAttribute('href'))!;
  expect(mailto.startsWith(`mailto:${LAYLA.email}?subject=`)).toBe(true);
  expect(decodeURIComponent(mailto.split('subject=')[1].split('&')[0])).toContain(listing.title);

  // Touch targets of at least 44 px each way, all inside the screen.
  for (const control of [call, whatsapp, email, contact.getByRole('button', { name: 'Contact Agent' })]) {
    const target = (await control.boundingBox())!;
    expect(target.height).toBeGreaterThanOrEqual(44);
    expect(target.width).toBeGreaterThanOrEqual(44);
    expect(target.x + target.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // Each label fits inside its control, on one line.
  const labels = await contact.locator('a, button').evaluateAll((controls) =>
    controls.map((control) => {
      const box = control.getBoundingClientRect();
      const label = [...control.querySelectorAll('span')].find((span) => span.textContent?.trim())!;
      const range = document.createRange();
      range.selectNodeContents(label);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      const text = label.getBoundingClientRect();
      return { label: label.textContent, lines: lines.size, inside: text.left >= box.left && text.right <= box.right };
    }),
  );
  expect(labels.map((l) => l.label)).toEqual(['Call', 'WhatsApp', 'Email', 'Contact Agent']);
  for (const label of labels) expect(label, label.label!).toMatchObject({ lines: 1, inside: true });

  // Scrolled to the end, the footer's last link is above the bar, not under it.
  // The page can still grow as its lower parts arrive, so scroll again until the end holds.
  const lastFooterLink = page.getByRole('contentinfo').getByRole('link').last();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const link = await lastFooterLink.boundingBox();
      const bar = await contact.boundingBox();
      return link && bar ? bar.y - (link.y + link.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);

  await contact.getByRole('button', { name: 'Contact Agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Agent' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`About: ${listing.title}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a landline gets Call but no WhatsApp', async ({ page }) => {
  const listing = await listingOf(LAYLA.id);
  await setLaylaPhone('02 555 0202');
  try {
    await page.setViewportSize(PHONE);
    await page.goto(`/property/${listing.id}`);
    const contact = bar(page);
    await expect(contact.getByRole('link', { name: `Call ${LAYLA.name}` })).toHaveAttribute('href', 'tel:+97125550202');
    await expect(contact.getByRole('link', { name: /^WhatsApp/ })).toHaveCount(0);
    await expect(contact.getByRole('button', { name: 'Contact Agent' })).toBeVisible();
  } finally {
    await setLaylaPhone(MOBILE);
  }
});

test('on a wide screen the bar is gone and the agent card has the same actions', async ({ page }) => {
  const listing = await listingOf(LAYLA.id);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/property/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByTestId('contact-bar')).toHaveCount(0);
  // One set of call links on the page: the card's.
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(1);

  const card = page.getByRole('region', { name: 'Agent Information' });
  await expect(card.getByRole('link', { name: `Call ${LAYLA.name}` })).toHaveAttribute('href', `tel:+${MOBILE_DIGITS}`);
  await expect(card.getByRole('link', { name: `Call ${LAYLA.name}` })).toHaveText(MOBILE);
  const text = await whatsappText(await card.getByRole('link', { name: `WhatsApp ${LAYLA.name}` }).getAttribute('href'));
  expect(text).toContain(listing.title);
  expect(text).toContain(`/property/${listing.id}`);
  await expect(card.getByRole('link', { name: `Email ${LAYLA.name}` })).toHaveAttribute('href', new RegExp(`^mailto:${LAYLA.email}\\?subject=`));
  await card.getByRole('button', { name: 'Contact Agent' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact Agent' })).toBeVisible();
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the bar still calls the agent from a page kept offline', async ({ page, context }) => {
    const listing = await listingOf(LAYLA.id);
    await page.setViewportSize(PHONE);
    await page.goto(`/property/${listing.id}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(bar(page).getByRole('link', { name: `Call ${LAYLA.name}` })).toBeVisible();
    // Wait until the listing (with its agent card) is written to the device.
    await expect.poll(() => storedQueryCache(page)).toContain(MOBILE);

    await context.setOffline(true);
    await page.reload();
    const contact = bar(page);
    await expect(contact.getByRole('link', { name: `Call ${LAYLA.name}` })).toHaveAttribute('href', `tel:+${MOBILE_DIGITS}`);
    await expect(contact.getByRole('link', { name: `WhatsApp ${LAYLA.name}` })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${MOBILE_DIGITS}\\?text=`));
    await contact.getByRole('button', { name: 'Contact Agent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Agent' });
    await dialog.getByLabel('Name').fill('Offline Caller');
    await dialog.getByLabel('Email').fill(`caller${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog).toBeHidden();

    // The header's count of what is waiting reads at AA contrast (it was dark green on green).
    const waiting = page.getByRole('button', { name: '1 change waiting to be sent' });
    await expect(waiting).toHaveText('1 waiting');
    expect(await contrastRatio(waiting)).toBeGreaterThanOrEqual(4.5);
    const axe = await new AxeBuilder({ page }).include('header').withRules(['color-contrast']).analyze();
    expect(axe.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    await context.setOffline(false);
    await expect(waiting).toBeHidden({ timeout: 15_000 });
  });
});
