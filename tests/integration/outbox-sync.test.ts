import 'fake-indexeddb/auto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SEND_CONTACT_MESSAGE, sendQueuedContactMessage } from '@/features/messages/api/send-contact-message';
import { SAVE_PROPERTY, savedIds, sendSavedChange, setSaved } from '@/features/saved/saved-store';
import { db } from '@/offline/db';
import { enqueue } from '@/offline/outbox';
import { BACKOFF_MAX_MS, createSyncEngine } from '@/offline/sync';
import { ANON_KEY, API_URL, startTestEmulator, type TestEmulator } from './emulator.ts';

// The app's own write functions, queued in the outbox and replayed by the sync engine with the
// real supabase-js client, through a connection that fails in every way a phone's does: dropped
// before the server saw the request, dropped after it answered (the lost acknowledgement), 500s,
// 429s, delays and requests sent twice. Each write must land exactly once.

let emulator: TestEmulator;
let listings: string[];
let seed = 42;
/** Deterministic randomness, so a failure can be replayed. */
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
  it('delivers every queued message and heart exactly once', { timeout: 120_000 }, async () => {
    const users = await Promise.all([0, 1].map(() => emulator.signedInUser()));
    const clients = new Map<string, SupabaseClient>([['', client('203.0.113.50')]]);
    for (const [i, user] of users.entries()) {
      const c = client(`203.0.113.${60 + i}`);
      const { error } = await c.auth.signInWithPassword({ email: user.email, password: user.password });
      if (error) throw error;
      clients.set(user.id, c);
    }

    // 50 random operations: messages by visitors and users, hearts toggled back and forth. Within
    // the database's spam limits (10 per visitor address, 5 per user in 10 minutes), which the
    // test's clock cannot move.
    const messages: { id: string; userKey: string }[] = [];
    const sentBy = new Map<string, number>();
    const lastHeart = new Map<string, boolean>();
    for (let i = 0; i < 50; i++) {
      const roll = random();
      const userKey = roll < 0.3 ? '' : users[Math.floor(random() * users.length)].id;
      const propertyId = listings[Math.floor(random() * listings.length)];
      const room = (sentBy.get(userKey) ?? 0) < (userKey === '' ? 10 : 5);
      if (userKey === '' && !room) continue;
      if (room && (roll < 0.55 || userKey === '')) {
        sentBy.set(userKey, (sentBy.get(userKey) ?? 0) + 1);
        const id = crypto.randomUUID();
        messages.push({ id, userKey });
        await enqueue(db, {
          id,
          userKey,
          kind: SEND_CONTACT_MESSAGE,
          group: `message:${id}`,
          payload: { id, propertyId, name: 'Replay Test', email: `replay${i}@example.com`, message: `Message number ${i} over a bad line.` },
          label: 'Message',
        });
      } else {
        const saved = !(lastHeart.get(`${userKey} ${propertyId}`) ?? false);
        lastHeart.set(`${userKey} ${propertyId}`, saved);
        await setSaved(propertyId, saved, userKey);
      }
    }

    let clock = Date.now();
    const engine = createSyncEngine<SupabaseClient>({
      db,
      handlers: { [SEND_CONTACT_MESSAGE]: sendQueuedContactMessage, [SAVE_PROPERTY]: sendSavedChange },
      clientFor: (userKey) => clients.get(userKey) ?? null,
      refreshSession: async () => false,
      now: () => clock,
      random,
    });
    faults.enabled = true;
    for (let round = 0; round < 300 && (await db.outbox.count()) > 0; round++) {
      await engine.drain();
      clock += BACKOFF_MAX_MS;
    }
    faults.enabled = false;

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
  });
});
