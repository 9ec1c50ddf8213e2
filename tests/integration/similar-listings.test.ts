import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyListing, listingRow, type ListingFormValues } from '@/features/listings/form/listing-schema';
import { fetchSimilarListings, similarListingsQueryOptions } from '@/features/listings/api/get-similar-listings';
import { fetchProperty } from '@/features/listings/api/get-property';
import { nearbyAreaKeys } from '@/lib/area-centres';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

// The property page's similar listings, as the app reads them, against SQL over the seed: the same
// type and sale or rent, available, not the listing itself, the 4 closest in price (or the newest,
// without a price) from its own area first, then from the areas near it, then from anywhere.

let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await startTestEmulator();
}, 120_000);
afterAll(async () => emulator?.stop());

/** The ids SQL finds for the listing `id` (at `location`): its area, then the near ones, then the rest; closest in price, or newest. */
async function expectedIds(id: string, location: string, order: 'price' | 'newest') {
  const { rows } = await emulator.db.query<{ id: string }>(
    `select p.id from public.properties p, public.properties me
      where me.id = $1 and p.id <> me.id and p.property_type = me.property_type
        and p.listing_type = me.listing_type and p.status = 'available' ${order === 'price' ? 'and p.price is not null' : ''}
      order by case when p.location_key = me.location_key then 0 when p.location_key = any($2::text[]) then 1 else 2 end,
               ${order === 'price' ? 'abs(p.price - me.price)' : 'p.created_at desc'}, p.id
      limit 4`,
    [id, nearbyAreaKeys(location)],
  );
  return rows.map((r) => r.id);
}

describe('similar listings', () => {
  it('are the 4 closest in price of the same type and sale or rent, nearest areas first, for every seeded listing', async () => {
    const { rows: candidates } = await emulator.db.query<{ id: string; here: number; peers: number }>(`
      select me.id,
             (select count(*) from public.properties p where p.id <> me.id and p.location_key = me.location_key and p.property_type = me.property_type
                and p.listing_type = me.listing_type and p.status = 'available' and p.price is not null)::int as here,
             (select count(*) from public.properties p where p.id <> me.id and p.property_type = me.property_type
                and p.listing_type = me.listing_type and p.status = 'available' and p.price is not null)::int as peers
        from public.properties me where me.price is not null order by peers desc, me.id`);
    expect(candidates.filter((c) => c.here > 0).length).toBeGreaterThan(3);
    // Some have nothing like them in their own area: those are the ones that widen.
    expect(candidates.some((c) => c.here === 0 && c.peers > 0)).toBe(true);
    for (const { id, peers } of candidates) {
      const listing = (await fetchProperty(emulator.client(), id))!;
      const similar = await fetchSimilarListings(emulator.client(), listing);
      expect(similar.map((s) => s.id), id).toEqual(await expectedIds(id, listing.location, 'price'));
      expect(similar.length).toBe(Math.min(4, peers));
      for (const s of similar) {
        expect(s).toMatchObject({ property_type: listing.property_type, listing_type: listing.listing_type, status: 'available' });
        expect(s.id).not.toBe(id);
        expect(s.property_images).toBeDefined();
      }
    }
  });

  it('widen when the area has too few: the near areas first, then the same type anywhere, each closest in price', async () => {
    expect(nearbyAreaKeys('Al Bateen')).toEqual(expect.arrayContaining(['alkhalidiyah', 'cornichearea']));
    expect(nearbyAreaKeys('Al Bateen')).not.toContain('albateen');
    expect(nearbyAreaKeys('Al Bateen')).not.toContain('dubaimarina');
    expect(nearbyAreaKeys('Somewhere Else')).toEqual([]);

    const owner = await emulator.signedInUser();
    const add = async (location: string, price: number) => {
      const id = randomUUID();
      const row = listingRow({ ...emptyListing, title: `Warehouse ${location} ${price}`, location, address: '1 Test Road', permit_number: 'MDH-10', property_type: 'warehouse', listing_type: 'sale', price: String(price) });
      const { error } = await owner.client.from('properties').insert({ id, ...row });
      expect(error).toBeNull();
      return id;
    };
    const me = await add('Al Bateen', 3_000_000);
    const near = await add('Al Khalidiyah', 5_000_000);
    const far = [await add('Dubai Marina', 3_000_001), await add('Business Bay', 2_900_000)];
    const listing = (await fetchProperty(emulator.client(), me))!;
    const similar = (await fetchSimilarListings(emulator.client(), listing)).map((s) => s.id);
    // Nearer in place beats nearer in price; then the closest in price from anywhere.
    expect(similar.slice(0, 3)).toEqual([near, ...far]);
    expect(similar).toEqual(await expectedIds(me, 'Al Bateen', 'price'));
  });

  it('are at most 4, the nearest above and below the price, never under offer, rented out or of another type', async () => {
    const owner = await emulator.signedInUser();
    const place = { ...emptyListing, location: 'Hudayriyat Island', address: '1 Test Road', permit_number: 'MDH-9', property_type: 'villa' as ListingFormValues['property_type'] };
    const add = async (price: number, over: Partial<typeof place> & { status?: 'available' | 'under_offer' } = {}) => {
      const id = randomUUID();
      const { error } = await owner.client.from('properties').insert({ id, ...listingRow({ ...place, title: `Villa ${price}`, price: String(price), ...over }) });
      expect(error).toBeNull();
      return id;
    };
    const me = await add(3_000_000);
    const near = [await add(2_900_000), await add(3_050_000), await add(3_200_000), await add(2_700_000)];
    await add(5_000_000);
    await add(1_000_000);
    await add(3_000_000, { status: 'under_offer' });
    await add(3_000_000, { listing_type: 'rent' });
    await add(3_000_000, { property_type: 'townhouse' });
    const listing = (await fetchProperty(emulator.client(), me))!;
    const similar = await fetchSimilarListings(emulator.client(), listing);
    expect(similar.map((s) => s.id)).toEqual([near[1], near[0], near[2], near[3]]);
    expect(similar.map((s) => s.id)).toEqual(await expectedIds(me, place.location, 'price'));
  });

  it('without a price, the newest, nearest areas first; the query key names what it depends on', async () => {
    const { rows } = await emulator.db.query<{ id: string }>(`select id from public.properties order by id limit 1`);
    const listing = (await fetchProperty(emulator.client(), rows[0]!.id))!;
    const similar = await fetchSimilarListings(emulator.client(), { ...listing, price: null });
    expect(similar.map((s) => s.id)).toEqual(await expectedIds(listing.id, listing.location, 'newest'));
    expect(similarListingsQueryOptions(listing).queryKey).toEqual(['listings', 'similar', listing.id, { location: listing.location, propertyType: listing.property_type, listingType: listing.listing_type, price: listing.price }]);
  });
});
