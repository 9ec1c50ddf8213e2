import { describe, expect, it } from 'vitest';
import { FOOTER_AREAS } from '@/components/site-footer';
import { buildSearchQuery, SEARCH_PAGE_SIZE, searchListings } from '@/features/listings/api/search-listings';
import type { SearchFilters } from '@/features/listings/search-params';
import { listingsPageFilters } from '@/features/listings/listings-pages';
import { EXACT_COUNT_LIMIT, isEstimatedCount } from '@/features/listings/result-count';
import { ANON_KEY, API_URL } from './emulator.ts';
import { seededSearch } from './search-fixture.ts';

// The search of /search-results, /buy and /rent, built by the app's own
// query builder and run with supabase-js against the seeded emulator, checked against what
// plain SQL over the same seed selects: same ids, same order, same count.

const search = seededSearch();
const { sqlIds, appIds } = search;

interface Case {
  name: string;
  filters: SearchFilters;
  where: string;
  /** The seed has rows for this case; false for a deliberately empty search. */
  nonEmpty?: boolean;
}

const CASES: Case[] = [
  { name: 'no filters', filters: {}, where: 'true' },
  // Location: normalised, so a squashed or partial name matches.
  { name: "location 'businessbay' (squashed)", filters: { location: 'businessbay' }, where: `p.location = 'Business Bay'` },
  { name: "location 'marina' (partial)", filters: { location: 'marina' }, where: `p.location ilike '%marina%'` },
  { name: "location 'YAS-island' (case, punctuation)", filters: { location: 'YAS-island' }, where: `p.location ilike '%yas island%'` },
  { name: "location 'Al Reem Island'", filters: { location: 'Al Reem Island' }, where: `p.location ilike '%al reem island%'` },
  { name: 'location with no match', filters: { location: 'Atlantis' }, where: 'false', nonEmpty: false },
  // In Arabic: the areas whose Arabic name holds what was typed (Saadiyat Island and Jumeirah at Saadiyat).
  { name: "location 'السعديات' (Arabic)", filters: { location: 'السعديات' }, where: `p.location ilike '%saadiyat%'` },
  { name: "location 'جزيرة ياس' (Arabic, with villas)", filters: { location: 'جزيرة ياس', property_type: 'villa' }, where: `p.location = 'Yas Island' and p.property_type = 'villa'` },
  { name: 'location in Arabic that names no area', filters: { location: 'أطلانتس' }, where: 'false', nonEmpty: false },
  { name: 'location of punctuation only (ignored)', filters: { location: '---' }, where: 'true' },
  // Each filter alone.
  { name: 'property_type villa', filters: { property_type: 'villa' }, where: `p.property_type = 'villa'` },
  { name: 'property_type penthouse', filters: { property_type: 'penthouse' }, where: `p.property_type = 'penthouse'` },
  { name: 'min_price 2,000,000', filters: { min_price: 2_000_000 }, where: 'p.price >= 2000000' },
  { name: 'max_price 1,000,000', filters: { max_price: 1_000_000 }, where: 'p.price <= 1000000' },
  { name: 'min_bedrooms 3', filters: { min_bedrooms: 3 }, where: 'p.bedrooms >= 3' },
  { name: 'max_bedrooms 1', filters: { max_bedrooms: 1 }, where: 'p.bedrooms <= 1' },
  { name: 'added last 24 hours', filters: { added: 1 }, where: `p.created_at >= now() - interval '1 day'` },
  { name: 'added last 3 days', filters: { added: 3 }, where: `p.created_at >= now() - interval '3 days'` },
  { name: 'added last 7 days', filters: { added: 7 }, where: `p.created_at >= now() - interval '7 days'` },
  { name: 'added last 14 days', filters: { added: 14 }, where: `p.created_at >= now() - interval '14 days'` },
  { name: 'added last 30 days', filters: { added: 30 }, where: `p.created_at >= now() - interval '30 days'` },
  { name: 'type sale', filters: { type: 'sale' }, where: `p.listing_type = 'sale'` },
  { name: 'type rent', filters: { type: 'rent' }, where: `p.listing_type = 'rent'` },
  // include_under_offer on and off.
  { name: 'sale, under offer included', filters: { type: 'sale', include_under_offer: true }, where: `p.listing_type = 'sale'` },
  { name: 'rent, under offer included', filters: { type: 'rent', include_under_offer: true }, where: `p.listing_type = 'rent'` },
  { name: 'penthouses, under offer included', filters: { property_type: 'penthouse', include_under_offer: true }, where: `p.property_type = 'penthouse'` },
  // Several together.
  {
    name: 'sale apartments 1-2 bedrooms up to 2M',
    filters: { type: 'sale', property_type: 'apartment', min_bedrooms: 1, max_bedrooms: 2, max_price: 2_000_000 },
    where: `p.listing_type = 'sale' and p.property_type = 'apartment' and p.bedrooms between 1 and 2 and p.price <= 2000000`,
  },
  {
    name: 'sale villas 1M-10M with 3+ bedrooms',
    filters: { type: 'sale', property_type: 'villa', min_price: 1_000_000, max_price: 10_000_000, min_bedrooms: 3 },
    where: `p.listing_type = 'sale' and p.property_type = 'villa' and p.price between 1000000 and 10000000 and p.bedrooms >= 3`,
  },
  {
    name: 'rent in marina, last 30 days, under offer included',
    filters: { type: 'rent', location: 'marina', added: 30, include_under_offer: true },
    where: `p.listing_type = 'rent' and p.location ilike '%marina%' and p.created_at >= now() - interval '30 days'`,
  },
  {
    name: 'rent apartments 2+ bedrooms',
    filters: { type: 'rent', property_type: 'apartment', min_bedrooms: 2 },
    where: `p.listing_type = 'rent' and p.property_type = 'apartment' and p.bedrooms >= 2`,
  },
  // The listing facts, each alone.
  { name: 'furnished', filters: { furnishing: 'furnished' }, where: `p.furnishing = 'furnished'` },
  { name: 'semi-furnished', filters: { furnishing: 'semi_furnished' }, where: `p.furnishing = 'semi_furnished'` },
  { name: 'unfurnished', filters: { furnishing: 'unfurnished' }, where: `p.furnishing = 'unfurnished'` },
  { name: 'ready', filters: { completion: 'ready' }, where: `p.completion_status = 'ready'` },
  { name: 'off-plan', filters: { completion: 'off_plan' }, where: `p.completion_status = 'off_plan'` },
  { name: 'min_size 2,000', filters: { min_size: 2000 }, where: 'p.size_sqft >= 2000' },
  { name: 'max_size 1,000', filters: { max_size: 1000 }, where: 'p.size_sqft <= 1000' },
  { name: 'size 1,000-2,000', filters: { min_size: 1000, max_size: 2000 }, where: 'p.size_sqft between 1000 and 2000' },
  { name: 'min_bathrooms 3', filters: { min_bathrooms: 3 }, where: 'p.bathrooms >= 3' },
  { name: 'amenity pool', filters: { amenities: 'pool' }, where: `'pool' = any(p.amenities)` },
  { name: "amenity maid's room", filters: { amenities: 'maids_room' }, where: `'maids_room' = any(p.amenities)` },
  {
    name: 'amenities pool, gym and sea view (all of)',
    filters: { amenities: 'pool,gym,sea_view' },
    where: `'pool' = any(p.amenities) and 'gym' = any(p.amenities) and 'sea_view' = any(p.amenities)`,
  },
  { name: 'amenity no listing has', filters: { amenities: 'beach_access,private_garden,gym' }, where: 'false', nonEmpty: false },
  { name: 'with video tour', filters: { has_video: true }, where: 'p.video_url is not null' },
  {
    name: 'map box over Abu Dhabi island',
    filters: { bbox: '54.3,24.4,54.45,24.55' },
    where: 'p.longitude between 54.3 and 54.45 and p.latitude between 24.4 and 24.55',
  },
  { name: 'map box over empty desert', filters: { bbox: '52,23,52.5,23.5' }, where: 'false', nonEmpty: false },
  // The listing facts together, and with the older filters.
  {
    name: 'furnished apartments to rent with a gym, 2+ bathrooms',
    filters: { type: 'rent', property_type: 'apartment', furnishing: 'furnished', amenities: 'gym', min_bathrooms: 2 },
    where: `p.listing_type = 'rent' and p.property_type = 'apartment' and p.furnishing = 'furnished' and 'gym' = any(p.amenities) and p.bathrooms >= 2`,
  },
  {
    name: 'off-plan sales over 1,500 sq ft with a pool, under offer included',
    filters: { type: 'sale', completion: 'off_plan', min_size: 1500, amenities: 'pool', include_under_offer: true },
    where: `p.listing_type = 'sale' and p.completion_status = 'off_plan' and p.size_sqft >= 1500 and 'pool' = any(p.amenities)`,
  },
  {
    name: 'ready homes with a video tour in a box over Yas and Al Raha',
    filters: { completion: 'ready', has_video: true, bbox: '54.55,24.4,54.65,24.52' },
    where: `p.completion_status = 'ready' and p.video_url is not null and p.longitude between 54.55 and 54.65 and p.latitude between 24.4 and 24.52`,
  },
  {
    name: 'every filter at once',
    filters: {
      type: 'sale', location: 'yas', min_price: 1_000_000, min_bedrooms: 1, completion: 'ready', min_size: 500, max_size: 10000,
      min_bathrooms: 1, amenities: 'parking', bbox: '54.5,24.4,54.7,24.6', include_under_offer: true,
    },
    where: `p.listing_type = 'sale' and p.location ilike '%yas%' and p.price >= 1000000 and p.bedrooms >= 1
      and p.completion_status = 'ready' and p.size_sqft between 500 and 10000 and p.bathrooms >= 1
      and p.amenities @> array['parking'] and p.longitude between 54.5 and 54.7 and p.latitude between 24.4 and 24.6`,
  },
  {
    name: 'every listing fact at once (the seed has none that fits all)',
    filters: {
      furnishing: 'unfurnished', completion: 'off_plan', min_size: 1000, max_size: 10000, min_bathrooms: 2,
      amenities: 'pool,parking', has_video: true, bbox: '54.5,24.4,54.7,24.6',
    },
    where: `p.furnishing = 'unfurnished' and p.completion_status = 'off_plan' and p.size_sqft between 1000 and 10000 and p.bathrooms >= 2
      and p.amenities @> array['pool', 'parking'] and p.video_url is not null and p.longitude between 54.5 and 54.7 and p.latitude between 24.4 and 24.6`,
    nonEmpty: false,
  },
  {
    name: 'min above max (nothing)',
    filters: { min_price: 5_000_000, max_price: 1_000_000 },
    where: 'false',
    nonEmpty: false,
  },
];

const SORTS = ['newest', 'price_asc', 'price_desc'] as const;

describe('search: the app query selects exactly what SQL over the seed selects', () => {
  it.each(CASES)('$name', async ({ filters, where, nonEmpty = true }) => {
    const expected = await sqlIds(where, { includeUnderOffer: filters.include_under_offer });
    if (nonEmpty) expect(expected.length).toBeGreaterThan(0);
    else expect(expected).toEqual([]);
    const { ids, count } = await appIds(filters);
    expect(ids).toEqual(expected);
    expect(count).toBe(expected.length);
  });

  it.each(
    SORTS.flatMap((sort) => [
      { sort, filters: {} as SearchFilters, where: 'true' },
      { sort, filters: { type: 'sale' } as SearchFilters, where: `p.listing_type = 'sale'` },
      { sort, filters: { type: 'rent', include_under_offer: true } as SearchFilters, where: `p.listing_type = 'rent'` },
      { sort, filters: { location: 'marina', min_bedrooms: 2 } as SearchFilters, where: `p.location ilike '%marina%' and p.bedrooms >= 2` },
    ]),
  )('sort $sort with $filters', async ({ sort, filters, where }) => {
    const expected = await sqlIds(where, { includeUnderOffer: filters.include_under_offer, sort });
    expect(expected.length).toBeGreaterThan(0);
    const { ids, count } = await appIds({ ...filters, sort });
    expect(ids).toEqual(expected);
    expect(count).toBe(expected.length);
  });
});

describe('search: rules', () => {
  it('leaves out under_offer and sold_stc unless include_under_offer', async () => {
    const off = await searchListings(search.emulator.client(), { type: 'sale' });
    expect(off.items.every((p) => p.status === 'available')).toBe(true);
    const on = await appIds({ type: 'sale', include_under_offer: true });
    const { rows } = await search.emulator.db.query<{ n: number }>(
      `select count(*)::int as n from public.properties where listing_type = 'sale' and status in ('under_offer', 'sold_stc')`,
    );
    expect(rows[0].n).toBeGreaterThan(0);
    expect(on.count).toBe(off.count + rows[0].n);
  });

  it('leaves out let_agreed rentals unless include_under_offer (a let agreed is a rental under offer)', async () => {
    const { rows } = await search.emulator.db.query<{ id: string }>(
      `select id from public.properties where listing_type = 'rent' and status = 'let_agreed' order by id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const letAgreed = rows.map((r) => r.id);
    for (const filters of [{ type: 'rent' }, {}, { type: 'rent', location: 'Downtown Abu Dhabi' }] as SearchFilters[]) {
      const off = await appIds(filters);
      expect(off.ids.filter((id) => letAgreed.includes(id))).toEqual([]);
    }
    const on = await appIds({ type: 'rent', include_under_offer: true });
    expect(letAgreed.every((id) => on.ids.includes(id))).toBe(true);
    // /rent's page 1 through the query options the page uses (the route fixes the listing type).
    const rentPage = await searchListings(search.emulator.client(), listingsPageFilters('/rent', {}));
    expect(rentPage.items.length).toBeGreaterThan(0);
    expect(rentPage.items.map((p) => p.status)).toEqual(rentPage.items.map(() => 'available'));
  });

  it("each of the footer's Popular areas finds seeded listings", async () => {
    for (const area of FOOTER_AREAS) {
      expect((await appIds({ location: area.location })).count, area.location).toBeGreaterThan(0);
    }
  });

  it('newest puts currently featured listings first; price sorts are strictly by price, unpriced last', async () => {
    const newest = (await searchListings(search.emulator.client(), {})).items;
    const featured = newest.filter((p) => p.featured_now).length;
    expect(featured).toBeGreaterThan(0);
    expect(newest.slice(0, featured).every((p) => p.featured_now)).toBe(true);

    const all = await appIds({ sort: 'price_asc', include_under_offer: true });
    const { rows } = await search.emulator.db.query<{ id: string; price: string | null }>(`select id, price from public.properties`);
    const price = new Map(rows.map((r) => [r.id, r.price === null ? null : Number(r.price)]));
    const prices = all.ids.map((id) => price.get(id) ?? null);
    const priced = prices.filter((p): p is number => p !== null);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(prices.slice(priced.length).every((p) => p === null)).toBe(true);
    expect(prices.length - priced.length).toBeGreaterThan(0);
  });

  it("the 'estimated' count is the exact count below max_rows (the seed is far below it), and says so over REST", async () => {
    const { rows } = await search.emulator.db.query<{ n: number }>(`select count(*)::int as n from public.properties`);
    expect(rows[0].n).toBeLessThanOrEqual(EXACT_COUNT_LIMIT);
    for (const filters of [{}, { include_under_offer: true }, { type: 'sale' }, { type: 'rent' }, { location: 'Yas Island' }] as SearchFilters[]) {
      const { count } = await buildSearchQuery(search.emulator.client(), filters);
      expect(count).toBe((await appIds(filters)).ids.length);
      expect(isEstimatedCount(count!)).toBe(false);
    }
    const reply = await search.emulator.fetchFrom(
      new Request(`${API_URL}/rest/v1/properties?select=id&limit=5`, { headers: { apikey: ANON_KEY, Prefer: 'count=estimated' } }),
    );
    expect(reply.headers.get('content-range')).toBe(`0-4/${rows[0].n}`);
    expect(reply.headers.get('preference-applied')).toBe('count=estimated');
  });

  it('pages of 24 neither overlap nor skip, and a page past the end is empty', async () => {
    const client = search.emulator.client();
    const first = await searchListings(client, { include_under_offer: true }, 1);
    const second = await searchListings(client, { include_under_offer: true }, 2);
    expect(first.items).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.count).toBeGreaterThan(SEARCH_PAGE_SIZE * 2);
    expect(second.items.filter((p) => first.items.some((q) => q.id === p.id))).toEqual([]);
    const beyond = await searchListings(client, { type: 'sale' }, 40);
    expect(beyond.items).toEqual([]);
  });

  it('returns card data: images in position order, featured_now', async () => {
    const { items } = await searchListings(search.emulator.client(), { location: 'marina' });
    expect(items.length).toBeGreaterThan(0);
    for (const p of items) {
      expect(typeof p.featured_now).toBe('boolean');
      const positions = p.property_images.map((i) => i.position ?? 0);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});
