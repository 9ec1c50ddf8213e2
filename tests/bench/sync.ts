// The sync engine in a real browser: 100 queued contact messages and 10 listings with 3 photos
// each, written to the page's outbox, then drained by the app against the local emulator.
// Prints the time to drain and the page's peak JavaScript heap while doing it.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { createEmulator, listen } from '../../supabase/emulator/server.ts';

const MESSAGES = 100;
const LISTINGS = 10;
const PHOTOS_PER_LISTING = 3;
const APP_PORT = 4183;
const AGENT = { email: 'layla.haddad@manzil.ae', password: 'Manzil2025!' };

export async function benchSync() {
  if (!existsSync(join(process.cwd(), 'dist', 'index.html'))) {
    console.log('\nsync engine: no dist/ yet (run `npm run build` first)');
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'manzil-sync-bench-'));
  const emulator = await createEmulator({ dataDir: join(dataDir, 'pglite'), storageDir: join(dataDir, 'storage'), apiUrl: 'http://127.0.0.1:54321' });
  // One sender sends 100 messages here: lift the spam guard for this session (PGlite has one).
  await emulator.db.query(`select set_config('app.messages_per_sender', '100000', false)`);
  const servers = await listen(emulator);
  const app = await preview({ root: process.cwd(), logLevel: 'silent', preview: { port: APP_PORT, host: '127.0.0.1', strictPort: true } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--enable-precise-memory-info'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${APP_PORT}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).first().click();
    await page.getByRole('dialog').getByLabel('Email').fill(AGENT.email);
    await page.getByRole('dialog').getByRole('textbox', { name: 'Password', exact: true }).fill(AGENT.password);
    await page.getByRole('dialog').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).first().waitFor();
    const userId = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('-auth-token'))!;
      return (JSON.parse(localStorage.getItem(key)!) as { user: { id: string } }).user.id;
    });
    const { rows } = await emulator.db.query<{ id: string }>('select id::text as id from public.properties limit 1');

    // Written straight into the app's outbox (the same rows the app writes), all at once.
    await page.evaluate(
      ({ userId, propertyId, messages, listings, photos }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('manzil');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('outbox', 'readwrite');
            const store = tx.objectStore('outbox');
            const base = { userKey: userId, createdAt: Date.now(), attempts: 0, nextAttemptAt: 0, lastError: null, state: 'pending', revision: 0, label: 'bench' };
            for (let i = 0; i < messages; i++) {
              const id = crypto.randomUUID();
              store.add({ ...base, id, kind: 'message.send', group: `message:${id}`, payload: { id, propertyId, name: 'Bench Sender', email: 'bench@example.com', message: `Benchmark message ${i}` } });
            }
            const jpeg = new Uint8Array(60_000);
            jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
            for (let l = 0; l < listings; l++) {
              const id = crypto.randomUUID();
              const row = { title: `Bench listing ${l}`, description: null, price: 1500000, location: 'Yas Island', address: `${l} Bench Street`, bedrooms: 3, bathrooms: 2, size_sqft: null, property_type: 'villa', listing_type: 'sale', status: 'available' };
              store.add({ ...base, id: crypto.randomUUID(), kind: 'listing.save', group: id, payload: { id, isNew: true, row, baseUpdatedAt: null } });
              for (let p = 0; p < photos; p++) {
                const path = `${id}/${id}_${p}_${Date.now()}.jpg`;
                store.add({ ...base, id: crypto.randomUUID(), kind: 'listing.photo.add', group: id, payload: { listingId: id, photoId: crypto.randomUUID(), path, type: 'image/jpeg', data: new Blob([jpeg], { type: 'image/jpeg' }) } });
              }
            }
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
      { userId, propertyId: rows[0].id, messages: MESSAGES, listings: LISTINGS, photos: PHOTOS_PER_LISTING },
    );

    const heap = async () => page.evaluate(() => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize);
    const outboxCount = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('manzil');
            open.onsuccess = () => {
              const request = open.result.transaction('outbox').objectStore('outbox').count();
              request.onsuccess = () => resolve(request.result);
            };
          }),
      );
    const before = await heap();
    let peak = before;
    const started = performance.now();
    // The engine drains on `online` among other triggers (rows written outside Dexie are not seen live).
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    let left = await outboxCount();
    while (left > 0 && performance.now() - started < 300_000) {
      await new Promise((r) => setTimeout(r, 100));
      peak = Math.max(peak, await heap());
      left = await outboxCount();
    }
    const seconds = (performance.now() - started) / 1000;
    const { rows: stored } = await emulator.db.query<{ messages: number; listings: number; photos: number }>(
      `select (select count(*)::int from public.messages where email = 'bench@example.com') as messages,
              (select count(*)::int from public.properties where title like 'Bench listing %') as listings,
              (select count(*)::int from public.property_images i join public.properties p on p.id = i.property_id where p.title like 'Bench listing %') as photos`,
    );
    console.log(`\nsync engine in Chromium (PGlite emulator): ${MESSAGES} messages + ${LISTINGS} listings x ${PHOTOS_PER_LISTING} photos`);
    console.log(`  drained in ${seconds.toFixed(1)} s (${left} left), ${((MESSAGES + LISTINGS * (1 + PHOTOS_PER_LISTING)) / seconds).toFixed(0)} entries/s`);
    console.log(`  page JS heap: ${(before / 1048576).toFixed(1)} MB before, peak ${(peak / 1048576).toFixed(1)} MB`);
    console.log(`  on the server: ${stored[0].messages} messages, ${stored[0].listings} listings, ${stored[0].photos} photos`);
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => app.httpServer.close(() => resolve()));
    await servers.close();
    await emulator.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
