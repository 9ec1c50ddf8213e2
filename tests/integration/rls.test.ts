import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/lib/database.types.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicImageUrl, startTestEmulator, type TestEmulator } from './emulator.ts';

// The row-level security matrix: anon, another user, the owner and the service role against
// every table and operation. Each case runs on fresh rows and checks the effect with the
// service role, so "allowed" means the row really was read or written.

type Actor = 'anon' | 'other' | 'owner' | 'service';
type Op = 'select' | 'insert' | 'update' | 'delete';

let emulator: TestEmulator;
let clients: Record<Actor, SupabaseClient>;
let ids: Record<'owner' | 'other', string>;

beforeAll(async () => {
  emulator = await startTestEmulator({ seed: false });
  const owner = await emulator.signedInUser();
  const other = await emulator.signedInUser();
  clients = { anon: emulator.client(), other: other.client, owner: owner.client, service: emulator.admin };
  ids = { owner: owner.id, other: other.id };
}, 60_000);
afterAll(() => emulator.stop());

const admin = () => emulator.admin;

async function must<T>(promise: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await promise;
  if (error) throw new Error(JSON.stringify(error));
  return data;
}

async function ownerListing() {
  return must(
    admin()
      .from('properties')
      .insert({ user_id: ids.owner, title: 'Sea view flat', address: '1 Marina Walk', location: 'Abu Dhabi Marina', price: 1_500_000, permit_number: 'MDH-2' })
      .select('id')
      .single(),
  ) as Promise<{ id: string }>;
}

/** The user id an actor acts as (the service role writes on the owner's behalf). */
const actorId = (actor: Actor) => (actor === 'other' ? ids.other : ids.owner);

interface TableCase {
  /** Creates the owner's row and returns its key. */
  arrange(): Promise<Record<string, string>>;
  read(c: SupabaseClient, key: Record<string, string>): PromiseLike<{ data: unknown[] | null; error: unknown }>;
  insert(c: SupabaseClient, actor: Actor): PromiseLike<{ error: unknown }>;
  update(c: SupabaseClient, key: Record<string, string>): PromiseLike<{ error: unknown }>;
  /** Whether the update reached the row. */
  updated(key: Record<string, string>): Promise<boolean>;
  remove(c: SupabaseClient, key: Record<string, string>): PromiseLike<{ error: unknown }>;
  exists(key: Record<string, string>): Promise<boolean>;
  expected: Record<Op, Actor[]>;
}

/** Applies `.eq(column, value)` for each part of a row's key. */
function eqAll<Q>(query: Q, key: Record<string, string>): Q {
  type Filterable = { eq(column: string, value: string): Filterable };
  let q = query as unknown as Filterable;
  for (const [column, value] of Object.entries(key)) q = q.eq(column, value);
  return q as unknown as Q;
}

async function count(table: keyof Database['public']['Tables'], key: Record<string, string>) {
  return ((await must(eqAll(admin().from(table).select('*'), key))) as unknown[]).length;
}

const tables: Record<string, TableCase> = {
  properties: {
    arrange: async () => ({ id: (await ownerListing()).id }),
    read: (c, key) => eqAll(c.from('properties').select('id'), key),
    insert: (c, actor) =>
      c.from('properties').insert({
        title: 'New listing',
        address: '2 Yas Drive',
        location: 'Yas Island',
        permit_number: 'MDH-1',
        ...(actor === 'service' ? { user_id: ids.owner } : {}),
      }),
    update: (c, key) => eqAll(c.from('properties').update({ title: 'Changed title' }), key),
    updated: async (key) => ((await must(eqAll(admin().from('properties').select('title'), key))) as { title: string }[])[0]?.title === 'Changed title',
    remove: (c, key) => eqAll(c.from('properties').delete(), key),
    exists: async (key) => (await count('properties', key)) === 1,
    expected: {
      select: ['anon', 'other', 'owner', 'service'],
      insert: ['other', 'owner', 'service'],
      update: ['owner', 'service'],
      delete: ['owner', 'service'],
    },
  },
  property_images: {
    arrange: async () => {
      const { id } = await ownerListing();
      const image = (await must(
        admin().from('property_images').insert({ property_id: id, image_url: '/samples/a.svg', is_primary: true }).select('id').single(),
      )) as { id: string };
      tablesContext.listing = id;
      return { id: image.id };
    },
    read: (c, key) => eqAll(c.from('property_images').select('id'), key),
    insert: (c) => c.from('property_images').insert({ property_id: tablesContext.listing, image_url: publicImageUrl(`${tablesContext.listing}/b.jpg`), storage_path: `${tablesContext.listing}/b.jpg`, is_primary: false }),
    update: (c, key) => eqAll(c.from('property_images').update({ image_url: '/samples/changed.svg' }), key),
    updated: async (key) =>
      ((await must(eqAll(admin().from('property_images').select('image_url'), key))) as { image_url: string }[])[0]?.image_url === '/samples/changed.svg',
    remove: (c, key) => eqAll(c.from('property_images').delete(), key),
    exists: async (key) => (await count('property_images', key)) === 1,
    expected: {
      select: ['anon', 'other', 'owner', 'service'],
      insert: ['owner', 'service'],
      // Photos are added and removed; their order changes only through reorder_listing_photos().
      update: ['service'],
      delete: ['owner', 'service'],
    },
  },
  messages: {
    // A message from `other` (the sender) to `owner` (the listing's owner, the recipient).
    arrange: async () => {
      const { id } = await ownerListing();
      tablesContext.listing = id;
      const message = (await must(
        admin()
          .from('messages')
          // An hour old, so these arranged rows do not count towards the sender's spam limit.
          .insert({
            property_id: id,
            sender_id: ids.other,
            recipient_id: ids.owner,
            name: 'Omar',
            email: 'omar@example.com',
            message: 'Is this still available?',
            created_at: new Date(Date.now() - 3_600_000).toISOString(),
          })
          .select('id')
          .single(),
      )) as { id: string };
      return { id: message.id };
    },
    read: (c, key) => eqAll(c.from('messages').select('id'), key),
    insert: (c) =>
      c.from('messages').insert({ property_id: tablesContext.listing, name: 'Visitor', email: 'visitor@example.com', message: 'Please call me back about this.' }),
    update: (c, key) => eqAll(c.from('messages').update({ is_read: true }), key),
    updated: async (key) => ((await must(eqAll(admin().from('messages').select('is_read'), key))) as { is_read: boolean }[])[0]?.is_read === true,
    remove: (c, key) => eqAll(c.from('messages').delete(), key),
    exists: async (key) => (await count('messages', key)) === 1,
    expected: {
      select: ['other', 'owner', 'service'],
      insert: ['anon', 'other', 'owner', 'service'],
      update: ['owner', 'service'],
      delete: ['service'],
    },
  },
  security_logs: {
    // Inserting a listing logs property_insert for its owner.
    arrange: async () => {
      const { id } = await ownerListing();
      const log = ((await must(admin().from('security_logs').select('id').eq('user_id', ids.owner).order('created_at', { ascending: false }).limit(1))) as { id: string }[])[0];
      tablesContext.listing = id;
      return { id: log.id };
    },
    read: (c, key) => eqAll(c.from('security_logs').select('id'), key),
    insert: (c, actor) => c.from('security_logs').insert({ user_id: actorId(actor), action: 'property_insert', details: {} }),
    update: (c, key) => eqAll(c.from('security_logs').update({ action: 'image_upload' }), key),
    updated: async (key) => ((await must(eqAll(admin().from('security_logs').select('action'), key))) as { action: string }[])[0]?.action === 'image_upload',
    remove: (c, key) => eqAll(c.from('security_logs').delete(), key),
    exists: async (key) => (await count('security_logs', key)) === 1,
    expected: { select: ['owner', 'service'], insert: [], update: [], delete: [] },
  },
  profiles: {
    arrange: async () => ({ id: ids.owner }),
    read: (c, key) => eqAll(c.from('profiles').select('id'), key),
    // Profiles exist from sign-up; an upsert of the owner's profile is the write to check.
    insert: (c) => c.from('profiles').upsert({ id: ids.owner, first_name: 'Inserted' }),
    update: (c, key) => eqAll(c.from('profiles').update({ first_name: 'Changed' }), key),
    updated: async (key) => ((await must(eqAll(admin().from('profiles').select('first_name'), key))) as { first_name: string }[])[0]?.first_name === 'Changed',
    remove: (c, key) => eqAll(c.from('profiles').delete(), key),
    exists: async (key) => (await count('profiles', key)) === 1,
    expected: { select: ['owner', 'service'], insert: ['owner', 'service'], update: ['owner', 'service'], delete: ['service'] },
  },
  agent_profiles: {
    arrange: async () => {
      await must(admin().from('agent_profiles').upsert({ user_id: ids.owner, company_name: 'Manzil Realty' }, { onConflict: 'user_id' }));
      return { user_id: ids.owner };
    },
    read: (c, key) => eqAll(c.from('agent_profiles').select('user_id'), key),
    insert: (c) => c.from('agent_profiles').upsert({ user_id: ids.owner, company_name: 'Upserted Co' }, { onConflict: 'user_id' }),
    update: (c, key) => eqAll(c.from('agent_profiles').update({ company_name: 'Changed Co' }), key),
    updated: async (key) => ((await must(eqAll(admin().from('agent_profiles').select('company_name'), key))) as { company_name: string }[])[0]?.company_name === 'Changed Co',
    remove: (c, key) => eqAll(c.from('agent_profiles').delete(), key),
    exists: async (key) => (await count('agent_profiles', key)) === 1,
    expected: { select: ['owner', 'service'], insert: ['owner', 'service'], update: ['owner', 'service'], delete: ['service'] },
  },
  saved_properties: {
    arrange: async () => {
      const { id } = await ownerListing();
      tablesContext.listing = id;
      await must(admin().from('saved_properties').insert({ user_id: ids.owner, property_id: id }));
      return { user_id: ids.owner, property_id: id };
    },
    read: (c, key) => eqAll(c.from('saved_properties').select('property_id'), key),
    insert: (c) => c.from('saved_properties').upsert({ user_id: ids.owner, property_id: tablesContext.listing }),
    update: (c, key) => eqAll(c.from('saved_properties').update({ created_at: '2020-01-01T00:00:00Z' }), key),
    updated: async (key) =>
      ((await must(eqAll(admin().from('saved_properties').select('created_at'), key))) as { created_at: string }[])[0]?.created_at.startsWith('2020'),
    remove: (c, key) => eqAll(c.from('saved_properties').delete(), key),
    exists: async (key) => (await count('saved_properties', key)) === 1,
    expected: { select: ['owner', 'service'], insert: ['owner', 'service'], update: ['owner', 'service'], delete: ['owner', 'service'] },
  },
  saved_searches: {
    arrange: async () => {
      const row = (await must(
        admin().from('saved_searches').insert({ user_id: ids.owner, name: 'Yas villas', query: `location=Yas+Island&n=${crypto.randomUUID()}` }).select('id').single(),
      )) as { id: string };
      return { id: row.id };
    },
    read: (c, key) => eqAll(c.from('saved_searches').select('id'), key),
    insert: (c) => c.from('saved_searches').insert({ user_id: ids.owner, name: 'Marina flats', query: `location=Marina&n=${crypto.randomUUID()}` }),
    update: (c, key) => eqAll(c.from('saved_searches').update({ name: 'Changed' }), key),
    updated: async (key) => ((await must(eqAll(admin().from('saved_searches').select('name'), key))) as { name: string }[])[0]?.name === 'Changed',
    remove: (c, key) => eqAll(c.from('saved_searches').delete(), key),
    exists: async (key) => (await count('saved_searches', key)) === 1,
    expected: { select: ['owner', 'service'], insert: ['owner', 'service'], update: ['owner', 'service'], delete: ['owner', 'service'] },
  },
  featured_payments: {
    arrange: async () => {
      const { id } = await ownerListing();
      tablesContext.listing = id;
      const row = (await must(
        admin()
          .from('featured_payments')
          .insert({ property_id: id, user_id: ids.owner, provider: 'test', provider_reference: crypto.randomUUID(), amount: 99 })
          .select('id')
          .single(),
      )) as { id: string };
      return { id: row.id };
    },
    read: (c, key) => eqAll(c.from('featured_payments').select('id'), key),
    insert: (c, actor) =>
      c.from('featured_payments').insert({
        property_id: tablesContext.listing,
        user_id: actorId(actor),
        provider: 'test',
        provider_reference: crypto.randomUUID(),
        amount: 99,
        status: 'paid',
      }),
    update: (c, key) => eqAll(c.from('featured_payments').update({ status: 'paid' }), key),
    updated: async (key) => ((await must(eqAll(admin().from('featured_payments').select('status'), key))) as { status: string }[])[0]?.status === 'paid',
    remove: (c, key) => eqAll(c.from('featured_payments').delete(), key),
    exists: async (key) => (await count('featured_payments', key)) === 1,
    expected: { select: ['owner', 'service'], insert: ['service'], update: ['service'], delete: ['service'] },
  },
};
const tablesContext = { listing: '' };

const actors: Actor[] = ['anon', 'other', 'owner', 'service'];
const ops: Op[] = ['select', 'insert', 'update', 'delete'];

describe.each(Object.entries(tables))('RLS on %s', (_table, t) => {
  describe.each(ops)('%s', (op) => {
    it.each(actors)(`%s`, async (actor) => {
      const allowed = t.expected[op].includes(actor);
      const key = await t.arrange();
      const c = clients[actor];
      if (op === 'select') {
        const { data } = await t.read(c, key);
        expect((data ?? []).length > 0).toBe(allowed);
      } else if (op === 'insert') {
        const { error } = await t.insert(c, actor);
        expect(error === null).toBe(allowed);
      } else if (op === 'update') {
        await t.update(c, key);
        expect(await t.updated(key)).toBe(allowed);
      } else {
        await t.remove(c, key);
        expect(await t.exists(key)).toBe(!allowed);
      }
    });
  });
});

describe('columns and forgery', () => {
  it('owners cannot feature their own listing or change its owner', async () => {
    const { id } = await ownerListing();
    const featured = await clients.owner.from('properties').update({ is_featured: true, featured_until: '2099-01-01T00:00:00Z' }).eq('id', id);
    expect(featured.error?.code).toBe('42501');
    const moved = await clients.owner.from('properties').update({ user_id: ids.other }).eq('id', id);
    expect(moved.error?.code).toBe('42501');
    const row = (await must(admin().from('properties').select('is_featured, user_id').eq('id', id).single())) as { is_featured: boolean; user_id: string };
    expect(row).toEqual({ is_featured: false, user_id: ids.owner });
  });

  it('a user cannot create a listing owned by someone else', async () => {
    const { error } = await clients.other.from('properties').insert({ user_id: ids.owner, title: 'Forged', address: 'x', location: 'y' });
    expect(error?.code).toBe('42501');
  });

  it('the sender of a message cannot be forged and the recipient is always the owner', async () => {
    const { id } = await ownerListing();
    const forged = await clients.other.from('messages').insert({ property_id: id, sender_id: ids.owner, name: 'Omar', email: 'o@example.com', message: 'Forged sender attempt' });
    expect(forged.error?.code).toBe('42501');
    const ok = await clients.other
      .from('messages')
      .insert({ property_id: id, name: 'Omar', email: 'o@example.com', message: 'A genuine enquiry here' })
      .select('sender_id, recipient_id')
      .single();
    expect(ok.data).toEqual({ sender_id: ids.other, recipient_id: ids.owner });
    const anon = await clients.anon.from('messages').insert({ property_id: id, name: 'Guest', email: 'g@example.com', message: 'Visitor enquiry text' });
    expect(anon.error).toBeNull();
    const rows = (await must(admin().from('messages').select('sender_id').eq('email', 'g@example.com'))) as { sender_id: string | null }[];
    expect(rows).toEqual([{ sender_id: null }]);
  });

  it('the recipient may only change is_read', async () => {
    const key = await tables.messages.arrange();
    const { error } = await clients.owner.from('messages').update({ message: 'Rewritten by recipient' }).eq('id', key.id);
    expect(error?.code).toBe('42501');
  });

  it('a listing takes at most 5 images', async () => {
    const { id } = await ownerListing();
    const rows = Array.from({ length: 5 }, (_, i) => ({ property_id: id, image_url: publicImageUrl(`${id}/${i}.jpg`), storage_path: `${id}/${i}.jpg`, is_primary: i === 0, position: i }));
    expect((await clients.owner.from('property_images').insert(rows)).error).toBeNull();
    const sixth = await clients.owner.from('property_images').insert({ property_id: id, image_url: publicImageUrl(`${id}/6.jpg`), storage_path: `${id}/6.jpg`, is_primary: false, position: 4 });
    expect(sixth.error?.code).toBe('23514');
    expect(sixth.error?.message).toBe('A listing can have at most 5 images');
  });

  it('a sender may send at most 5 messages in 10 minutes', async () => {
    const { id } = await ownerListing();
    const send = () => clients.anon.from('messages').insert({ property_id: id, name: 'Spammer', email: 'spam@example.com', message: 'Buy my course today!' });
    for (let i = 0; i < 5; i++) expect((await send()).error).toBeNull();
    const sixth = await send();
    expect(sixth.error?.code).toBe('PT429');
    expect(sixth.status).toBe(429);
    expect(sixth.error?.message).toBe('Too many messages sent. Please wait a few minutes and try again.');
  });
});
