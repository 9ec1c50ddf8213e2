import { describe, expect, it } from 'vitest';
import { fetchMapCard, fetchMapPins, MAP_PIN_CAP } from '@/features/listings/api/search-map-pins';
import { SEARCH_PAGE_SIZE, searchListings } from '@/features/listings/api/search-listings';
import type { SearchFilters } from '@/features/listings/search-params';
import { seededSearch, SQL_ORDER } from './search-fixture.ts';

// The map view's pins, read by the app's own query (the search's conditions, shared with the
// list's pages) through supabase-js against the seeded emulator, checked against plain SQL over
// the same rows: every positioned match, in the search's order, up to the cap.

const search = seededSearch();

interface PinRow {
  id: string;
  latitude: number;
  longitude: number;
  price: number | null;
  listing_type: string;
  title: string;
  /** The Arabic title, which the Arabic map's pins and cards show where there is one. */
  title_ar: string | null;
}

/** What SQL says the map of a search shows: the positioned matches of `where`, in the search's order. */
async function sqlPins(where: string, options: { includeUnderOffer?: boolean; sort?: keyof typeof SQL_ORDER } = {}): Promise<PinRow[]> {
  const status = options.includeUnderOffer ? 'true' : `p.status = 'available'`;
  const { rows } = await search.emulator.db.query<PinRow>(
    `select p.id, p.latitude::float8 as latitude, p.longitude::float8 as longitude, p.price::float8 as price, p.listing_type, p.title, p.title_ar
       from public.properties p
      where (${where}) and ${status} and p.latitude is not null
      order by ${SQL_ORDER[options.sort ?? 'newest']}`,
  );
  return rows;
}

const CASES: { name: string; filters: SearchFilters; where: string; sort?: keyof typeof SQL_ORDER }[] = [
  { name: 'every listing', filters: {}, where: 'true' },
  { name: 'for sale (/buy)', filters: { type: 'sale' }, where: `p.listing_type = 'sale'` },
  { name: 'to rent, under offer included, by price', filters: { type: 'rent', include_under_offer: true, sort: 'price_asc' }, where: `p.listing_type = 'rent'`, sort: 'price_asc' },
  {
    name: 'a box over Abu Dhabi island',
    filters: { bbox: '54.3,24.4,54.45,24.55' },
    where: 'p.longitude between 54.3 and 54.45 and p.latitude between 24.4 and 24.55',
  },
  {
    name: 'sales of 2+ bedrooms in a box over Yas and Al Raha, dearest first',
    filters: { type: 'sale', min_bedrooms: 2, bbox: '54.5,24.4,54.7,24.6', sort: 'price_desc' },
    where: `p.listing_type = 'sale' and p.bedrooms >= 2 and p.longitude between 54.5 and 54.7 and p.latitude between 24.4 and 24.6`,
    sort: 'price_desc',
  },
  { name: "apartments in 'marina' with a pool", filters: { location: 'marina', property_type: 'apartment', amenities: 'pool' }, where: `p.location ilike '%marina%' and p.property_type = 'apartment' and 'pool' = any(p.amenities)` },
];

describe('the map pins of a search are the database’s positioned matches', () => {
  it.each(CASES)('$name', async ({ filters, where, sort }) => {
    const expected = await sqlPins(where, { includeUnderOffer: filters.include_under_offer, sort });
    expect(expected.length).toBeGreaterThan(0);
    const read = await fetchMapPins(search.emulator.client(), filters);
    expect(read.pins).toEqual(expected);
    expect(read.count).toBe(expected.length);
    expect(read.capped).toBe(false);
  });

  it('a search with nothing in its box has no pins', async () => {
    expect(await fetchMapPins(search.emulator.client(), { bbox: '52,23,52.5,23.5' })).toEqual({ pins: [], count: 0, capped: false });
  });

  it('holds every match, not one page: all of the list’s pages are among the pins', async () => {
    const client = search.emulator.client();
    const { pins, count } = await fetchMapPins(client, { type: 'sale' });
    expect(pins.length).toBeGreaterThan(SEARCH_PAGE_SIZE);
    const listed: string[] = [];
    for (let page = 1; listed.length < count; page++) {
      const { items } = await searchListings(client, { type: 'sale' }, page);
      expect(items.length).toBeGreaterThan(0);
      listed.push(...items.map((p) => p.id));
    }
    // Every seeded listing has a position, so the map and the list hold the same listings.
    expect(pins.map((p) => p.id)).toEqual(listed);
  });

  it('a smaller cap keeps the first matches in the search’s order, and says more are left out', async () => {
    const expected = await sqlPins('true', { includeUnderOffer: true });
    const read = await fetchMapPins(search.emulator.client(), { include_under_offer: true }, 30);
    expect(read.pins).toEqual(expected.slice(0, 30));
    expect(read.capped).toBe(true);
    expect(read.count).toBe(expected.length);
    // A cap of exactly the number of matches leaves nothing out.
    expect((await fetchMapPins(search.emulator.client(), { include_under_offer: true }, expected.length)).capped).toBe(false);
  });
});

describe('the card of a tapped pin', () => {
  it('is the listing’s title, price, bedrooms, area and photos in order; a removed listing has none', async () => {
    const client = search.emulator.client();
    const { pins } = await fetchMapPins(client, { type: 'sale' });
    const pin = pins[pins.length - 1];
    const card = await fetchMapCard(client, pin.id);
    const { rows } = await search.emulator.db.query<{ bedrooms: number | null; location: string }>('select bedrooms, location from public.properties where id = $1', [pin.id]);
    expect(card).toMatchObject({ id: pin.id, title: pin.title, title_ar: pin.title_ar, price: pin.price, listing_type: pin.listing_type, ...rows[0] });
    expect(card!.property_images.length).toBeGreaterThan(0);
    const positions = card!.property_images.map((image) => image.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(await fetchMapCard(client, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

// Last, as it adds listings to the file's database.
describe(`over ${MAP_PIN_CAP.toLocaleString('en')} matches`, () => {
  it('reads the first 2,000 in the search’s order in reads the API allows, and says more are left out; unpositioned listings are left off', async () => {
    await search.emulator.db.query(
      `insert into public.properties (user_id, title, address, location, price, bedrooms, bathrooms, property_type, listing_type, status, permit_number, latitude, longitude, created_at)
       select p.user_id, p.title || ' ' || g, p.address, p.location, p.price + g, p.bedrooms, p.bathrooms, p.property_type, p.listing_type, 'available', p.permit_number,
              p.latitude, p.longitude, p.created_at - g * interval '1 minute'
         from public.properties p cross join generate_series(1, 25) g
        where p.id::text like 'a0000000-%'`,
    );
    // One match without a position: in the list, not on the map.
    await search.emulator.db.query(
      `insert into public.properties (user_id, title, address, location, price, property_type, listing_type, status, permit_number, created_at)
       select user_id, 'Newest, unplaced', address, location, 1, property_type, 'sale', 'available', permit_number, now() from public.properties limit 1`,
    );
    const expected = await sqlPins('true');
    expect(expected.length).toBeGreaterThan(MAP_PIN_CAP);
    const read = await fetchMapPins(search.emulator.client(), {});
    expect(read.pins).toHaveLength(MAP_PIN_CAP);
    expect(read.pins).toEqual(expected.slice(0, MAP_PIN_CAP));
    expect(read.capped).toBe(true);
    // Above max_rows the total is the planner's estimate, which is never below the pins shown.
    expect(read.count).toBeGreaterThanOrEqual(MAP_PIN_CAP);
    const listed = await searchListings(search.emulator.client(), { type: 'sale' });
    expect(listed.items.map((p) => p.title)).toContain('Newest, unplaced');
    expect((await fetchMapPins(search.emulator.client(), { type: 'sale' })).pins.map((p) => p.title)).not.toContain('Newest, unplaced');
  }, 60_000);
});
