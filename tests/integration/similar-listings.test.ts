import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyListing, listingRow, type ListingFormValues } from '@/features/listings/form/listing-schema';
import { fetchSimilarListings, similarListingsQueryOptions } from '@/features/listings/api/get-similar-listings';
import { fetchProperty } from '@/features/listings/api/get-property';
import { startTestEmulator, type TestEmulator } from './emulator.ts';

// The property page's similar listings, as the app reads them, against SQL over the seed: the same
// area, type and sale or rent, available, not the listing itself, the 4 closest in price.

let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await startTestEmulator();
}, 120_000);
afterAll(async () => emulator?.stop());

const expectedSql = `
  select p.id from public.properties p, public.properties me
   where me.id = $1 and p.id <> me.id and p.location_key = me.location_key and p.property_type = me.property_type
     and p.listing_type = me.listing_type and p.status = 'available' and p.price is not null
   order by abs(p.price - me.price), p.id
   limit 4`;

describe('similar listings', () => {
  it('are the 4 closest in price of the same area, type and sale or rent, for every seeded listing', async () => {
    const { rows: candidates } = await emulator.db.query<{ id: string; peers: number }>(`
      select me.id, (select count(*) from public.properties p where p.id <> me.id and p.location_key = me.location_key
                       and p.property_type = me.property_type and p.listing_type = me.listing_type and p.status = 'available')::int as peers
        from public.properties me where me.price is not null order by peers desc, me.id`);
    expect(candidates.filter((c) => c.peers > 0).length).toBeGreaterThan(3);
    for (const { id, peers } of candidates) {
      const listing = (await fetchProperty(emulator.client(), id))!;
      const similar = await fetchSimilarListings(emulator.client(), listing);
      const { rows } = await emulator.db.query<{ id: string }>(expectedSql, [id]);
      expect(similar.map((s) => s.id), id).toEqual(rows.map((r) => r.id));
      expect(similar.length).toBe(Math.min(4, peers));
      for (const s of similar) {
        expect(s).toMatchObject({ property_type: listing.property_type, listing_type: listing.listing_type, status: 'available' });
        expect(s.id).not.toBe(id);
        expect(s.property_images).toBeDefined();
      }
    }
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
    const { rows } = await emulator.db.query<{ id: string }>(expectedSql, [me]);
    expect(similar.map((s) => s.id)).toEqual(rows.map((r) => r.id));
  });

  it('without a price, the newest of the same area and type; the query key names what it depends on', async () => {
    const { rows } = await emulator.db.query<{ id: string }>(`select id from public.properties order by id limit 1`);
    const listing = (await fetchProperty(emulator.client(), rows[0]!.id))!;
    const similar = await fetchSimilarListings(emulator.client(), { ...listing, price: null });
    expect(similar.length).toBeLessThanOrEqual(4);
    expect(similar.map((s) => s.created_at)).toEqual([...similar.map((s) => s.created_at)].sort().reverse());
    expect(similarListingsQueryOptions(listing).queryKey).toEqual(['listings', 'similar', listing.id, { location: listing.location, propertyType: listing.property_type, listingType: listing.listing_type, price: listing.price }]);
  });
});
