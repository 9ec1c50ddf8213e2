import 'fake-indexeddb/auto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addListingPhoto } from '@/features/listings/api/add-listing-photo-kind';
import { deleteListing } from '@/features/listings/api/delete-listing-kind';
import { IMAGE_BUCKET, imagePath } from '@/features/listings/api/listing-image-storage';
import { saveListingRow } from '@/features/listings/api/save-listing-kind';
import { savedSearchFor } from '@/features/listings/search-to-save';
import { saveSearch } from '@/features/search-alerts/api/saved-search-kinds';
import { emptyListing, listingRow } from '@/features/listings/form/listing-schema';
import { fetchInbox } from '@/features/messages/api/inbox';
import { startTestEmulator, type TestEmulator } from './emulator.ts';
import { en } from '../unit/i18n.ts';

// Listing management through the app's own write functions: permits, deletion, saved searches,
// and what the public may read about a listing's owner.

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
type User = { client: SupabaseClient; id: string; email: string };

let emulator: TestEmulator;
let owner: User;
let visitor: User;

beforeAll(async () => {
  emulator = await startTestEmulator({ seed: false });
  [owner, visitor] = await Promise.all([emulator.signedInUser(), emulator.signedInUser()]);
}, 120_000);
afterAll(async () => emulator?.stop());

const values = { ...emptyListing, title: 'Sea view villa', price: '4,200,000', location: 'Saadiyat Island', address: '7 Dune Road', permit_number: 'mdh-2025-77' };

async function publish(user: User, permit = values.permit_number) {
  const id = randomUUID();
  await saveListingRow(user.client, { id, isNew: true, row: listingRow({ ...values, permit_number: permit }), baseUpdatedAt: null }, user.id);
  return id;
}

describe('advertising permits', () => {
  it('a listing without a permit number cannot be published, nor have its permit taken away', async () => {
    const refused = await owner.client.from('properties').insert({ ...listingRow(values), permit_number: null });
    expect(refused.error?.code).toBe('23514');
    expect(refused.error?.message).toBe('A permit number is required to publish a listing');
    const malformed = await owner.client.from('properties').insert({ ...listingRow(values), permit_number: 'MDH 2025 <b>' });
    expect(malformed.error?.code).toBe('23514');

    const id = await publish(owner);
    const { data } = await emulator.admin.from('properties').select('permit_number').eq('id', id).single();
    expect(data?.permit_number).toBe('MDH-2025-77');
    const cleared = await owner.client.from('properties').update({ permit_number: null }).eq('id', id);
    expect(cleared.error?.code).toBe('23514');
  });

  it('every seeded listing has one', async () => {
    const seeded = await startTestEmulator();
    try {
      const { count } = await seeded.admin.from('properties').select('id', { count: 'exact', head: true }).is('permit_number', null);
      const { count: all } = await seeded.admin.from('properties').select('id', { count: 'exact', head: true });
      expect(all).toBeGreaterThan(50);
      expect(count).toBe(0);
    } finally {
      await seeded.stop();
    }
  }, 120_000);
});

describe('deleting a listing', () => {
  it('removes its rows and stored objects, keeps its messages for both parties, and may be sent twice', async () => {
    const id = await publish(owner);
    const paths = [0, 1].map((i) => imagePath(id, i, { name: `p${i}.jpg`, type: 'image/jpeg' }));
    for (const path of paths) {
      await addListingPhoto(owner.client, { listingId: id, photoId: randomUUID(), path, type: 'image/jpeg', data: new Blob([JPEG], { type: 'image/jpeg' }) });
    }
    // An object whose row never arrived goes too.
    const stray = `${id}/${id}_9_1.jpg`;
    expect((await owner.client.storage.from(IMAGE_BUCKET).upload(stray, new Blob([JPEG], { type: 'image/jpeg' }))).error).toBeNull();
    const sent = await visitor.client.from('messages').insert({ property_id: id, name: 'Visitor', email: visitor.email, message: 'Is the villa still available?' });
    expect(sent.error).toBeNull();

    await deleteListing(owner.client, { listingId: id });
    await deleteListing(owner.client, { listingId: id });

    expect((await emulator.admin.from('properties').select('id').eq('id', id)).data).toEqual([]);
    expect((await emulator.admin.from('property_images').select('id').eq('property_id', id)).data).toEqual([]);
    expect((await emulator.admin.storage.from(IMAGE_BUCKET).list(id)).data).toEqual([]);
    for (const path of [...paths, stray]) expect((await emulator.admin.storage.from(IMAGE_BUCKET).download(path)).data).toBeNull();

    for (const user of [owner, visitor]) {
      const inbox = await fetchInbox(user.client, user.id);
      expect(inbox.map((m) => ({ property_id: m.property_id, property_title: m.property_title, properties: m.properties }))).toEqual([
        { property_id: null, property_title: 'Sea view villa', properties: null },
      ]);
    }
  });

  it('refuses to delete another user’s listing', async () => {
    const id = await publish(owner);
    await deleteListing(visitor.client, { listingId: id });
    expect((await emulator.admin.from('properties').select('id').eq('id', id)).data).toHaveLength(1);
  });
});

describe('saved searches', () => {
  it('saving the same search twice keeps one row', async () => {
    const search = savedSearchFor(en, { location: 'Yas Island', type: 'sale', property_type: 'villa' });
    await saveSearch(owner.client, { id: randomUUID(), ...search });
    await saveSearch(owner.client, { id: randomUUID(), ...search });
    const { data } = await owner.client.from('saved_searches').select('name, query');
    expect(data).toEqual([search]);
  });
});

describe('the public agent card', () => {
  it('never returns an email or phone the agent did not publish', async () => {
    const id = await publish(owner);
    await emulator.admin.from('profiles').update({ first_name: 'Layla', phone: '+971 50 000 0000' }).eq('id', owner.id);
    const card = async () => (await emulator.client().rpc('listing_agent', { property_id: id })).data as { first_name: string; agent_email: string | null; phone: string | null }[];
    expect((await card())[0]).toMatchObject({ first_name: 'Layla', agent_email: null, phone: null });

    const blank = await emulator.admin.from('agent_profiles').upsert({ user_id: owner.id, company_name: 'Dune Homes', agent_email: '', phone: '' }, { onConflict: 'user_id' });
    expect(blank.error).toBeNull();
    expect((await card())[0]).toMatchObject({ agent_email: null, phone: null });

    const published = await emulator.admin
      .from('agent_profiles')
      .upsert({ user_id: owner.id, company_name: 'Dune Homes', agent_email: 'sales@agency.ae', phone: '+971 2 555 0000' }, { onConflict: 'user_id' });
    expect(published.error).toBeNull();
    expect((await card())[0]).toMatchObject({ agent_email: 'sales@agency.ae', phone: '+971 2 555 0000' });
  });
});
