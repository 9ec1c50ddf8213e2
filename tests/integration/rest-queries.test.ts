import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

// The PostgREST grammar supabase-js emits, each feature checked against plain SQL over the seed.

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
}, 60_000);
afterAll(() => emulator.stop());

const anon = () => emulator.client().from('properties');

async function ids(where: string, order = 'id') {
  const { rows } = await emulator.db.query<{ id: string }>(`select id from public.properties where ${where} order by ${order}`);
  return rows.map((r) => r.id);
}

describe('filters', () => {
  it.each([
    ['eq', () => anon().select('id').eq('property_type', 'villa'), `property_type = 'villa'`],
    ['neq', () => anon().select('id').neq('listing_type', 'sale'), `listing_type <> 'sale'`],
    ['gt / lt', () => anon().select('id').gt('bedrooms', 2).lt('bedrooms', 5), 'bedrooms > 2 and bedrooms < 5'],
    ['gte / lte', () => anon().select('id').gte('price', 2_000_000).lte('price', 4_000_000), 'price between 2000000 and 4000000'],
    ['like', () => anon().select('id').like('title', '%Villa%'), `title like '%Villa%'`],
    ['ilike', () => anon().select('id').ilike('location', '%island%'), `location ilike '%island%'`],
    ['is null', () => anon().select('id').is('price', null), 'price is null'],
    ['not is null', () => anon().select('id').not('bedrooms', 'is', null), 'bedrooms is not null'],
    ['in', () => anon().select('id').in('location', ['JBR', 'Business Bay', 'Palm Jumeirah']), `location in ('JBR','Business Bay','Palm Jumeirah')`],
    ['not in', () => anon().select('id').not('status', 'in', '(available)'), `status not in ('available')`],
    ['or', () => anon().select('id').or('price.is.null,bedrooms.gte.5'), 'price is null or bedrooms >= 5'],
    [
      'or with nested and',
      () => anon().select('id').or('and(property_type.eq.villa,listing_type.eq.rent),status.eq.under_offer'),
      `(property_type = 'villa' and listing_type = 'rent') or status = 'under_offer'`,
    ],
    ['negated group', () => anon().select('id').or('not.or(listing_type.eq.rent,price.is.null)'), `not (listing_type = 'rent' or price is null)`],
    ['computed column', () => anon().select('id').eq('featured_now', true), 'is_featured and featured_until > now()'],
  ])('%s', async (_name, query, where) => {
    const { data, error } = await query().order('id');
    expect(error).toBeNull();
    const expected = await ids(where);
    expect(expected.length).toBeGreaterThan(0);
    expect(data!.map((r: { id: string }) => r.id)).toEqual(expected);
  });
});

describe('order, paging and counts', () => {
  it('orders with nulls first or last', async () => {
    const first = await anon().select('id').order('price', { ascending: true, nullsFirst: true }).order('id');
    expect(first.data!.map((r) => r.id)).toEqual(await ids('true', 'price asc nulls first, id'));
    const last = await anon().select('id').order('price', { ascending: false, nullsFirst: false }).order('id');
    expect(last.data!.map((r) => r.id)).toEqual(await ids('true', 'price desc nulls last, id'));
  });

  it('range pages through the rows with an exact count; head returns only the count', async () => {
    const all = await ids('true', 'created_at desc, id');
    const page = await anon().select('id', { count: 'exact' }).order('created_at', { ascending: false }).order('id').range(10, 19);
    expect(page.data!.map((r) => r.id)).toEqual(all.slice(10, 20));
    expect(page.count).toBe(all.length);
    const head = await anon().select('*', { count: 'exact', head: true }).eq('listing_type', 'rent');
    expect(head.data).toBeNull();
    expect(head.count).toBe((await ids(`listing_type = 'rent'`)).length);
  });

  it('aliases and casts columns', async () => {
    const { data } = await anon().select('name:title, price_text:price::text').not('price', 'is', null).limit(1).single();
    expect(Object.keys(data!).sort()).toEqual(['name', 'price_text']);
    expect(typeof data!.price_text).toBe('string');
  });
});

describe('embedding', () => {
  it('embeds one-to-many as arrays with their own order and filters', async () => {
    const { data } = await anon()
      .select('id, property_images(position, is_primary)')
      .order('position', { referencedTable: 'property_images', ascending: false })
      .eq('property_images.is_primary', false)
      .limit(20);
    for (const p of data!) {
      expect(p.property_images.every((i: { is_primary: boolean }) => !i.is_primary)).toBe(true);
      const positions = p.property_images.map((i: { position: number }) => i.position);
      expect(positions).toEqual([...positions].sort((a, b) => b - a));
    }
  });

  it('!inner drops parents without a matching embedded row', async () => {
    const { data } = await anon().select('id, property_images!inner(position)').eq('property_images.position', 4).order('id');
    expect(data!.map((r) => r.id)).toEqual(await ids('exists (select 1 from property_images i where i.property_id = properties.id and i.position = 4)'));
    expect(data!.length).toBeGreaterThan(0);
  });

  it('embeds many-to-one as an object, and nests embeds', async () => {
    const { data } = await emulator.admin
      .from('property_images')
      .select('id, listing:properties(title, property_images(id))')
      .eq('position', 0)
      .limit(3);
    for (const image of data!) {
      const listing = image.listing as unknown as { title: string; property_images: unknown[] };
      expect(typeof listing.title).toBe('string');
      expect(listing.property_images.length).toBeGreaterThan(0);
    }
  });
});

describe('writes', () => {
  it('upserts on a conflict target, ignores duplicates, and returns minimal or representation', async () => {
    const admin = emulator.admin;
    const [propertyId] = await ids('true');
    const { data: user } = await admin.from('properties').select('user_id').eq('id', propertyId).single();
    const row = { user_id: user!.user_id, property_id: propertyId };
    const created = await admin.from('saved_properties').upsert(row, { onConflict: 'user_id,property_id' }).select();
    expect(created.data).toHaveLength(1);
    const ignored = await admin.from('saved_properties').upsert(row, { onConflict: 'user_id,property_id', ignoreDuplicates: true }).select();
    expect(ignored.data).toEqual([]);
    const minimal = await admin.from('saved_properties').delete().eq('property_id', propertyId).eq('user_id', user!.user_id);
    expect(minimal.status).toBe(204);
    expect(minimal.data).toBeNull();
  });

  it('a failed single() after a write rolls the write back', async () => {
    const before = await ids(`status = 'sold_stc'`);
    const { error } = await emulator.admin.from('properties').update({ status: 'sold_stc' }).eq('listing_type', 'sale').select('id').single();
    expect(error?.code).toBe('PGRST116');
    expect(await ids(`status = 'sold_stc'`)).toEqual(before);
  });
});
