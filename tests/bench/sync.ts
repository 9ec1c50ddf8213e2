// The sync engine in a real browser: 100 queued contact messages and 10 listings with 3 photos
// each, written to the page's outbox, then drained by the app against the local emulator.
// Prints the time to drain and the page's peak JavaScript heap while doing it.
import type { BrowserApp } from './browser-app.ts';

const MESSAGES = 100;
const LISTINGS = 10;
const PHOTOS_PER_LISTING = 3;
const AGENT = { email: 'layla.haddad@manzil.ae', password: 'Manzil2025!' };

export async function benchSync({ emulator, browser, appUrl }: BrowserApp) {
  // One sender sends 100 messages here: lift the spam guard for this session (PGlite has one).
  await emulator.db.query(`select set_config('app.messages_per_sender', '100000', false)`);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${appUrl}/`);
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
              const row = { title: `Bench listing ${l}`, description: null, price: 1500000, location: 'Yas Island', address: `${l} Bench Street`, bedrooms: 3, bathrooms: 2, size_sqft: null, property_type: 'villa', listing_type: 'sale', status: 'available', permit_number: 'MDH-1' };
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
    /** The server's answer to the first entry that stopped ("needs attention"), if any did. */
    const firstRefusal = () =>
      page.evaluate(
        () =>
          new Promise<string | null>((resolve) => {
            const open = indexedDB.open('manzil');
            open.onsuccess = () => {
              const request = open.result.transaction('outbox').objectStore('outbox').getAll();
              request.onsuccess = () => {
                const stopped = (request.result as { state: string; kind: string; lastError: unknown }[]).find((e) => e.state !== 'pending');
                resolve(stopped ? `${stopped.kind}: ${JSON.stringify(stopped.lastError)}` : null);
              };
            };
          }),
      );
    const before = await heap();
    let peak = before;
    const started = performance.now();
    // The engine drains on `online` among other triggers (rows written outside Dexie are not seen live).
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    let left = await outboxCount();
    // Stop waiting once nothing has left the outbox for 30 s (an entry the server refused holds
    // back its group), and say why below.
    let progressAt = performance.now();
    while (left > 0 && performance.now() - progressAt < 30_000) {
      await new Promise((r) => setTimeout(r, 100));
      peak = Math.max(peak, await heap());
      const now = await outboxCount();
      if (now < left) progressAt = performance.now();
      left = now;
    }
    const elapsedMs = (left > 0 ? progressAt : performance.now()) - started;
    const refused = left === 0 ? null : await firstRefusal();
    const { rows: stored } = await emulator.db.query<{ messages: number; listings: number; photos: number }>(
      `select (select count(*)::int from public.messages where email = 'bench@example.com') as messages,
              (select count(*)::int from public.properties where title like 'Bench listing %') as listings,
              (select count(*)::int from public.property_images i join public.properties p on p.id = i.property_id where p.title like 'Bench listing %') as photos`,
    );
    console.log(`\nsync engine in Chromium (PGlite emulator): ${MESSAGES} messages + ${LISTINGS} listings x ${PHOTOS_PER_LISTING} photos`);
    const sent = MESSAGES + LISTINGS * (1 + PHOTOS_PER_LISTING) - left;
    console.log(`  drained in ${(elapsedMs / 1000).toFixed(1)} s (${left} left), ${(sent / (elapsedMs / 1000)).toFixed(0)} entries/s`);
    if (refused) console.log(`  stopped by the server: ${refused}`);
    console.log(`  page JS heap: ${(before / 1048576).toFixed(1)} MB before, peak ${(peak / 1048576).toFixed(1)} MB`);
    console.log(`  on the server: ${stored[0].messages} messages, ${stored[0].listings} listings, ${stored[0].photos} photos`);
  } finally {
    await context.close();
  }
}
