import 'fake-indexeddb/auto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { emptyListing } from '@/features/listings/form/listing-schema';
import {
  imagePath,
  listingHandlers,
  queueListing,
  REMOVE_LISTING_PHOTO,
  REORDER_LISTING_PHOTOS,
} from '@/features/listings/api/save-listing';
import { SEND_CONTACT_MESSAGE, sendQueuedContactMessage } from '@/features/messages/api/send-contact-message';
import { SAVE_PROPERTY, savedIds, sendSavedChange, setSaved } from '@/features/saved/saved-store';
import { db } from '@/offline/db';
import { enqueue } from '@/offline/outbox';
import { BACKOFF_MAX_MS, createSyncEngine, type SyncEngine } from '@/offline/sync';
import { ANON_KEY, API_URL, startTestEmulator, type TestEmulator } from './emulator.ts';

// The app's own write functions, queued in the outbox and replayed by the sync engine with the
// real supabase-js client, through a connection that fails in every way a phone's does: dropped
// before the server saw the request, dropped after it answered (the lost acknowledgement), 500s,
// 429s, delays and requests sent twice. Each write must land exactly once.

let emulator: TestEmulator;
let listings: string[];
let seed = Number(process.env.OUTBOX_SEED ?? 42);
/** Deterministic randomness, so a failure can be replayed (OUTBOX_SEED picks another run). */
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);

const faults = { enabled: false, log: new Map<string, number>() };
const count = (kind: string) => faults.log.set(kind, (faults.log.get(kind) ?? 0) + 1);

/** fetch through a bad line to the in-process emulator. */
function faultyFetch(address: string): typeof fetch {
  const server = (request: Request) => emulator.fetch(request, { clientAddress: address });
  return async (input, init) => {
    const request = new Request(input, init);
    if (!faults.enabled || request.method === 'GET') return server(request);
    const roll = random();
    if (roll < 0.15) {
      count('dropped before');
      throw new TypeError('Failed to fetch');
    }
    if (roll < 0.3) {
      count('dropped after');
      await server(request);
      throw new TypeError('Failed to fetch');
    }
    if (roll < 0.4) {
      count('500');
      return new Response(JSON.stringify({ message: 'Internal error' }), { status: 500 });
    }
    if (roll < 0.5) {
      count('429');
      return new Response(JSON.stringify({ message: 'Slow down' }), { status: 429, headers: { 'Retry-After': '1' } });
    }
    if (roll < 0.6) {
      count('sent twice');
      await server(request.clone());
      return server(request);
    }
    if (roll < 0.7) {
      count('delayed');
      await new Promise((r) => setTimeout(r, random() * 30));
    }
    return server(request);
  };
}

/** Drains the outbox through the bad line, moving the engine's clock past every backoff. */
async function drainThroughFaults(engine: SyncEngine, clock: { now: number }) {
  faults.enabled = true;
  for (let round = 0; round < 300 && (await db.outbox.count()) > 0; round++) {
    await engine.drain();
    clock.now += BACKOFF_MAX_MS;
  }
  faults.enabled = false;
}

function client(address: string): SupabaseClient {
  return createClient(API_URL, ANON_KEY, {
    global: { fetch: faultyFetch(address) },
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

beforeAll(async () => {
  emulator = await startTestEmulator();
  const { rows } = await emulator.db.query<{ id: string }>('select id::text as id from public.properties order by id limit 10');
  listings = rows.map((r) => r.id);
}, 120_000);
afterAll(async () => {
  db.close();
  await emulator?.stop();
});

describe('outbox replay through a bad connection', () => {
  it('delivers 50 random writes exactly once, with photo order, cover and stored objects consistent', { timeout: 180_000 }, async () => {
    const users = await Promise.all([0, 1].map(() => emulator.signedInUser()));
    const clients = new Map<string, SupabaseClient>([['', client('203.0.113.50')]]);
    for (const [i, user] of users.entries()) {
      const c = client(`203.0.113.${60 + i}`);
      const { error } = await c.auth.signInWithPassword({ email: user.email, password: user.password });
      if (error) throw error;
      clients.set(user.id, c);
    }
    const pick = <T,>(items: T[]) => items[Math.floor(random() * items.length)];
    const jpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, Math.floor(random() * 255)]).buffer;

    // What the server must end up holding.
    const messages: { id: string; userKey: string }[] = [];
    const sentBy = new Map<string, number>();
    const lastHeart = new Map<string, boolean>();
    const created: { id: string; owner: string; title: string; photos: string[]; nextIndex: number }[] = [];

    const queueNewListing = async (owner: string, i: number) => {
      const id = crypto.randomUUID();
      const photos = Array.from({ length: 1 + Math.floor(random() * 5) }, (_, p) => ({
        id: crypto.randomUUID(),
        path: imagePath(id, p, { name: `photo${p}.jpg`, type: 'image/jpeg' }, 1_700_000_000_000 + i),
        name: `photo${p}.jpg`,
        type: 'image/jpeg',
        data: jpeg(),
      }));
      const title = `Replay villa ${i}`;
      const values = { ...emptyListing, title, price: '1000000', location: 'Yas Island', permit_number: 'MDH-1', address: `${i} Replay Street` };
      await queueListing({ id, userKey: owner, isNew: true, baseUpdatedAt: null, values, photos, updatedAt: 0 }, values);
      created.push({ id, owner, title, photos: photos.map((p) => p.id), nextIndex: photos.length });
    };

    // 50 random operations by a visitor and two users: messages, hearts, listing creates with 1 to
    // 5 photos, listing edits, photo additions, removals and reorders. Messages stay within the
    // database's spam limits (10 per visitor address, 5 per user in 10 minutes), which the test's
    // clock cannot move.
    for (let i = 0; i < 50; i++) {
      const userKey = random() < 0.2 ? '' : pick(users).id;
      const roll = random();
      const mine = created.filter((l) => l.owner === userKey);
      const room = (sentBy.get(userKey) ?? 0) < (userKey === '' ? 10 : 5);
      if (userKey === '' || (roll < 0.2 && room)) {
        if (!room) continue;
        sentBy.set(userKey, (sentBy.get(userKey) ?? 0) + 1);
        const id = crypto.randomUUID();
        messages.push({ id, userKey });
        await enqueue(db, {
          id,
          userKey,
          kind: SEND_CONTACT_MESSAGE,
          group: `message:${id}`,
          payload: { id, propertyId: pick(listings), name: 'Replay Test', email: `replay${i}@example.com`, message: `Message number ${i} over a bad line.` },
          label: 'Message',
        });
      } else if (roll < 0.4) {
        const propertyId = pick(listings);
        const saved = !(lastHeart.get(`${userKey} ${propertyId}`) ?? false);
        lastHeart.set(`${userKey} ${propertyId}`, saved);
        await setSaved(propertyId, saved, userKey);
      } else if (roll < 0.6 || mine.length === 0) {
        await queueNewListing(userKey, i);
      } else {
        const listing = pick(mine);
        const change = random();
        if (change < 0.3) {
          listing.title = `Replay villa ${i} (edited)`;
          const values = { ...emptyListing, title: listing.title, price: '1200000', location: 'Yas Island', permit_number: 'MDH-1', address: `${i} Replay Street` };
          await queueListing({ id: listing.id, userKey, isNew: false, baseUpdatedAt: null, values, photos: [], updatedAt: 0 }, values);
        } else if (change < 0.55 && listing.photos.length < 5) {
          const photo = { id: crypto.randomUUID(), path: imagePath(listing.id, listing.nextIndex++, { name: 'more.jpg', type: 'image/jpeg' }, 1_700_000_000_000 + i), name: 'more.jpg', type: 'image/jpeg', data: jpeg() };
          const values = { ...emptyListing, title: listing.title, price: '1000000', location: 'Yas Island', permit_number: 'MDH-1', address: `${i} Replay Street` };
          await queueListing({ id: listing.id, userKey, isNew: false, baseUpdatedAt: null, values, photos: [photo], updatedAt: 0 }, values);
          listing.photos.push(photo.id);
        } else if (change < 0.8 && listing.photos.length > 1) {
          const gone = listing.photos.splice(Math.floor(random() * listing.photos.length), 1)[0];
          await enqueue(db, { id: crypto.randomUUID(), userKey, kind: REMOVE_LISTING_PHOTO, group: listing.id, payload: { photoId: gone, path: null }, label: 'Remove' });
        } else if (listing.photos.length > 1) {
          listing.photos = [listing.photos[listing.photos.length - 1], ...listing.photos.slice(0, -1)];
          await enqueue(db, { id: crypto.randomUUID(), userKey, kind: REORDER_LISTING_PHOTOS, group: listing.id, payload: { listingId: listing.id, photoIds: listing.photos }, label: 'Reorder' });
        }
      }
    }
    expect(created.length).toBeGreaterThan(0);
    expect(messages.length).toBeGreaterThan(0);

    const clock = { now: Date.now() };
    const engine = createSyncEngine<SupabaseClient>({
      db,
      handlers: { [SEND_CONTACT_MESSAGE]: sendQueuedContactMessage, [SAVE_PROPERTY]: sendSavedChange, ...listingHandlers },
      clientFor: (userKey) => clients.get(userKey) ?? null,
      refreshSession: async () => false,
      now: () => clock.now,
      random,
    });
    await drainThroughFaults(engine, clock);

    expect((await db.outbox.toArray()).map((e) => [e.kind, e.state, e.attempts, e.lastError])).toEqual([]);
    for (const kind of ['dropped before', 'dropped after', '500', '429', 'sent twice']) expect(faults.log.get(kind) ?? 0).toBeGreaterThan(0);

    const stored = await emulator.db.query<{ id: string; sender_id: string | null }>(
      `select id::text as id, sender_id::text as sender_id from public.messages where id = any($1::uuid[])`,
      [messages.map((m) => m.id)],
    );
    expect(stored.rows).toHaveLength(messages.length);
    for (const message of messages) {
      expect(stored.rows.find((r) => r.id === message.id)?.sender_id ?? '').toBe(message.userKey);
    }

    for (const user of users) {
      const { rows } = await emulator.db.query<{ property_id: string }>(
        `select property_id::text as property_id from public.saved_properties where user_id = $1`,
        [user.id],
      );
      const expected = [...lastHeart].filter(([key, saved]) => key.startsWith(user.id) && saved).map(([key]) => key.split(' ')[1]);
      expect(rows.map((r) => r.property_id).sort()).toEqual(expected.sort());
      expect((await savedIds(user.id)).sort()).toEqual(expected.sort());
    }

    await emulator.appHooks.removeDeletedPhotos();
    for (const listing of created) {
      const { rows: listingRows } = await emulator.db.query<{ title: string; user_id: string }>(
        `select title, user_id::text as user_id from public.properties where id = $1`,
        [listing.id],
      );
      expect(listingRows).toEqual([{ title: listing.title, user_id: listing.owner }]);
      const { rows: photos } = await emulator.db.query<{ id: string; position: number; is_primary: boolean; storage_path: string }>(
        `select id::text as id, position, is_primary, storage_path from public.property_images where property_id = $1 order by position`,
        [listing.id],
      );
      expect(photos.map((p) => p.id)).toEqual(listing.photos);
      expect(photos.map((p) => p.position)).toEqual(listing.photos.map((_, i) => i));
      expect(photos.map((p) => p.is_primary)).toEqual(listing.photos.map((_, i) => i === 0));
      // Every photo row has its stored object, and the folder holds nothing else.
      const { rows: objects } = await emulator.db.query<{ name: string }>(
        `select name from storage.objects where bucket_id = 'property-images' and name like $1 order by name`,
        [`${listing.id}/%`],
      );
      expect(objects.map((o) => o.name)).toEqual(photos.map((p) => p.storage_path).sort());
    }
  });
});
