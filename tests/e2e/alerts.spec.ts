import { expect, test } from '@playwright/test';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import ece from 'http_ece';
import WebSocket from 'ws';
import { formatAed } from '../../src/lib/figures.ts';
import { ANON_KEY } from '../../supabase/emulator/config.ts';
import { INBOX } from './inbox.ts';
import { myStack } from './stacks.ts';
import { adminClient, API_URL, DEMO_PASSWORD, openSignedIn, reloadUnderServiceWorker, signInThroughDialog } from './support.ts';

// These journeys need the service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// A saved search's alert, from saving it to opening the listing: by email through the local inbox,
// and by push through a stand-in push service (https://localhost, which the e2e server trusts and
// allows: playwright.config.ts) whose message is delivered to the page's service worker through
// the DevTools protocol. Headless Chromium has no push service of its own, so the browser's
// subscription is made here, with keys of the test's own, and stored through the app's RPC (the
// dashboard's Notify me cannot finish there, so it is not pressed).
// DevTools cannot click a notification either: the worker's click handler is run inside the worker,
// where the open tab is taken to the listing (focusing needs a real click).

const admin = adminClient();
const CERT_DIR = new URL('./fixtures/push-service/', import.meta.url);

let pushService: Server;
let pushOrigin: string;
const pushed: { path: string; body: Buffer }[] = [];

test.beforeAll(async () => {
  pushService = createServer({ key: readFileSync(new URL('key.pem', CERT_DIR)), cert: readFileSync(new URL('cert.pem', CERT_DIR)) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      pushed.push({ path: req.url ?? '', body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `https://localhost:${(pushService.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => pushService.close(resolve));
});

test('a saved search with alerts on: the email links to the new listing, and the notification opens it', async ({ page, context }) => {
  test.setTimeout(90_000);
  const email = `alerts-${Date.now()}@example.com`;
  const created = await admin.auth.admin.createUser({ email, password: DEMO_PASSWORD, email_confirm: true });
  expect(created.error).toBeNull();
  await context.grantPermissions(['notifications']);

  // Saves a search for a word no other listing has, with instant alerts.
  const word = `alerts${Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;
  const street = `${word} Lane`;
  await page.goto(`/search-results?keywords=${word}`);
  await signInThroughDialog(page, email);
  await page.getByRole('button', { name: 'Save search' }).click();
  const saving = page.getByRole('dialog', { name: 'Save this search' });
  await saving.getByRole('radio', { name: 'Instantly' }).check();
  await saving.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved')).toBeVisible();

  // Allows notifications: the permission is the browser's; the subscription is this test's.
  await page.goto('/dashboard?tab=saved');
  await reloadUnderServiceWorker(page);
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const user = createClient(API_URL, ANON_KEY, { realtime: { transport: WebSocket as never }, auth: { persistSession: false } });
  expect((await user.auth.signInWithPassword({ email, password: DEMO_PASSWORD })).error).toBeNull();
  const endpoint = `${pushOrigin}/push/${randomUUID()}`;
  const subscription = { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
  expect((await user.rpc('save_push_subscription', { subscription })).error).toBeNull();

  // An agent publishes a matching listing.
  const agent = createClient(API_URL, ANON_KEY, { realtime: { transport: WebSocket as never }, auth: { persistSession: false } });
  expect((await agent.auth.signInWithPassword({ email: 'omar.rashid@manzil.ae', password: DEMO_PASSWORD })).error).toBeNull();
  const listing = randomUUID();
  const title = `Garden villa on ${street}`;
  const published = await agent.from('properties').insert({ id: listing, title, address: `7 ${street}`, location: 'Al Bateen', price: 4_200_000, listing_type: 'sale', property_type: 'villa', bedrooms: 4, permit_number: 'MDH-4242' });
  expect(published.error).toBeNull();

  // The email, in the local inbox, links to the listing.
  await expect.poll(async () => ((await (await fetch(`${INBOX}/api/messages?to=${encodeURIComponent(email)}`)).json()) as unknown[]).length, { timeout: 30_000 }).toBe(1);
  const inbox = await context.newPage();
  await inbox.goto(INBOX);
  const message = inbox.getByRole('article').filter({ hasText: title });
  await expect(message.getByRole('heading', { name: /^New listing for “/ })).toBeVisible();
  await message.getByRole('link', { name: 'Open link' }).click();
  await expect(inbox).toHaveURL(new RegExp(`/property/${listing}$`));
  await expect(inbox.getByRole('heading', { level: 1 })).toHaveText(title);
  await inbox.close();

  // The push the server sent, decrypted with the browser's keys, delivered to the page's worker.
  await expect.poll(() => pushed.filter((p) => endpoint.endsWith(p.path)).length, { timeout: 30_000 }).toBe(1);
  const payload = ece.decrypt(pushed.find((p) => endpoint.endsWith(p.path))!.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8');
  const devtools = await context.newCDPSession(page);
  await devtools.send('ServiceWorker.enable');
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => devtools.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations)));
  const [registration] = (await registrations).filter((r) => r.scopeURL.startsWith(myStack.appUrl));
  await devtools.send('ServiceWorker.deliverPushMessage', { origin: myStack.appUrl, registrationId: registration.registrationId, data: payload });
  const shown = async () =>
    page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown })));
  await expect.poll(shown).toEqual([{ title: expect.stringMatching(/^New listing for “/), body: `${title} · ${formatAed('en', 4_200_000)}`, data: { path: `/property/${listing}` } }]);

  // Its click, run in the worker: the open dashboard tab goes to the listing.
  const [worker] = context.serviceWorkers();
  await worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
    const [notification] = await scope.registration.getNotifications();
    self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(new RegExp(`/property/${listing}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('Notify me asks nothing until pressed, and says when the browser blocks notifications', async ({ page, context }) => {
  await openSignedIn(page, '/dashboard?tab=saved', 'layla.haddad@manzil.ae');
  await reloadUnderServiceWorker(page);
  await expect(page.getByRole('button', { name: 'Notify me' })).toBeVisible();
  // Nothing was asked on the way here.
  expect(await page.evaluate(() => Notification.permission)).toBe('default');

  // The person blocked notifications for the site in the browser's settings.
  const devtools = await context.newCDPSession(page);
  const { targetInfo } = await devtools.send('Target.getTargetInfo');
  await devtools.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: myStack.appUrl, browserContextId: targetInfo.browserContextId });
  expect(await page.evaluate(() => Notification.permission)).toBe('denied');
  await page.reload();
  await expect(page.getByText('Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notify me' })).toHaveCount(0);
});
