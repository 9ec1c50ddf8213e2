import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { SERVICE_ROLE_KEY } from '../../supabase/emulator/config.ts';

// Visitors re-open listings they have seen while offline (the service worker's caches), and what
// they write offline is sent when the connection returns.

const API_URL = 'http://127.0.0.1:54321';

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

  await context.setOffline(true);
  await expect(first.getByRole('banner').getByText('Offline')).toBeVisible();
  await first.getByRole('button', { name: 'Contact Agent' }).click();
  const dialog = first.getByRole('dialog', { name: 'Contact Agent' });
  const email = `offline${Date.now()}@example.com`;
  await dialog.getByLabel('Name').fill('Offline Visitor');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(first.getByText('Saved offline. It will be sent when you are back online.')).toBeVisible();
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
  const admin = createClient(API_URL, SERVICE_ROLE_KEY, { realtime: { transport: WebSocket as never }, auth: { persistSession: false } });
  const { data } = await admin.from('messages').select('id, sender_id').eq('email', email);
  expect(data).toHaveLength(1);
  expect(data![0].sender_id).toBeNull();
});
