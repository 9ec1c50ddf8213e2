import { describe, expect, it } from 'vitest';
import { searchArguments } from '@/features/listings/api/search-conditions';
import { searchListings } from '@/features/listings/api/search-listings';
import { fetchMapPins } from '@/features/listings/api/search-map-pins';
import { AMENITIES } from '@/features/listings/listing-facts';
import type { SearchFilters } from '@/features/listings/search-params';
import { seededSearch } from './search-fixture.ts';

// The search's checked arguments (public.search_properties): the size range, the amenities and
// the map box. A search no one can mean is refused by the API with a 400 that says why, whether
// it comes from the app's own query builder or from anything else calling the API; the filters
// themselves find what SQL over the seed finds (search.test.ts compares every filter).

const search = seededSearch();

/** The API's answer to a search with these arguments, as any client would ask it. */
async function askApi(args: Record<string, unknown>) {
  const { error, status } = await search.emulator.client().rpc('search_properties', args, { get: true }).select('id').limit(1);
  return { status, code: error?.code, message: error?.message, hint: error?.hint };
}

describe('search arguments checked by the database', () => {
  it('refuses an inverted size range, an unknown amenity, and a map box inside out, partial or outside the UAE, each with a 400 that says why', async () => {
    expect(await askApi({ min_size: 2000, max_size: 1000 })).toMatchObject({ status: 400, code: '22023', message: 'The minimum size (2000 sq ft) is more than the maximum size (1000 sq ft)' });
    expect(await askApi({ min_size: -5 })).toMatchObject({ status: 400, code: '22023', message: 'A size cannot be negative' });
    const unknown = await askApi({ all_amenities: ['pool', 'helipad'] });
    expect(unknown).toMatchObject({ status: 400, code: '22023', message: 'Unknown amenity: helipad' });
    // The hint names every amenity there is: the app's list and the database's are the same.
    expect(unknown.hint).toBe(`The amenities are: ${AMENITIES.join(', ')}.`);
    expect(await askApi({ west: 54.6, south: 24.3, east: 54.3, north: 24.6 })).toMatchObject({ status: 400, message: expect.stringContaining('inside out') });
    expect(await askApi({ west: 54.3, south: 24.3 })).toMatchObject({ status: 400, message: 'A map box needs all four of west, south, east and north' });
    expect(await askApi({ west: 10, south: 24.3, east: 54.6, north: 24.6 })).toMatchObject({ status: 400, message: 'The map box is outside the UAE' });
  });

  it("the app's query builder sends the same checks: its reads fail with the database's message, and never silently find nothing", async () => {
    const client = search.emulator.client();
    // Filters built by hand, past the URL parser (which drops these) and the form (which says what is wrong).
    await expect(searchListings(client, { min_size: 3000, max_size: 500 })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('minimum size') });
    await expect(fetchMapPins(client, { amenities: 'pool', min_size: 900, max_size: 100 })).rejects.toMatchObject({ status: 400 });
  });

  it('accepts every argument a search can mean, at the edges of the UAE too, and finds what SQL finds', async () => {
    expect(await askApi({ min_size: 1000, max_size: 1000 })).toMatchObject({ status: 200 });
    expect(await askApi({ all_amenities: [...AMENITIES] })).toMatchObject({ status: 200 });
    expect(await askApi({ west: 51.0, south: 22.5, east: 56.5, north: 26.5 })).toMatchObject({ status: 200 });
    const filters: SearchFilters = { min_size: 800, max_size: 4000, amenities: 'pool,gym', bbox: '54.2,24.2,54.8,24.7' };
    expect(searchArguments(filters)).toEqual({ min_size: 800, max_size: 4000, all_amenities: ['pool', 'gym'], west: 54.2, south: 24.2, east: 54.8, north: 24.7 });
    const expected = await search.sqlIds(
      `p.size_sqft between 800 and 4000 and p.amenities @> '{pool,gym}' and p.latitude between 24.2 and 24.7 and p.longitude between 54.2 and 54.8`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const { ids, count } = await search.appIds(filters);
    expect(ids).toEqual(expected);
    expect(count).toBe(expected.length);
  });
});
