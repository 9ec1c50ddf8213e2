import { describe, expect, it } from 'vitest';
import { en } from './i18n';
import { describeSearch, searchName } from '@/features/listings/search-words';
import { MAX_PAGE, readSearchParams, searchAmenities, searchParamsSchema, searchQueryString, toFilters, type SearchParams } from '@/features/listings/search-params';

// What a search's address may carry: the schema the routes validate it with (keywords and the
// commercial types among it), and what readSearchParams leaves out and why. The search form's
// side: search-form.test.ts.

describe('searchParamsSchema', () => {
  it('drops junk values without throwing', () => {
    const parsed = searchParamsSchema.parse({
      location: 'Yas Island',
      min_price: 'abc',
      max_price: '-5',
      property_type: 'castle',
      added: '99',
      min_bedrooms: '2.5',
      max_bedrooms: 'lots',
      include_under_offer: 'yes',
      type: 'lease',
      sort: 'random',
      page: '0',
    });
    expect(parsed).toEqual({ location: 'Yas Island' });
  });

  it('drops wrong shapes (arrays, objects, empty strings) too', () => {
    expect(() => searchParamsSchema.parse({ location: ['a', 'b'], min_price: { $gt: 1 }, added: '' })).not.toThrow();
    expect(toFilters(searchParamsSchema.parse({ location: ['a', 'b'], min_price: { $gt: 1 }, added: '', property_type: '' }))).toEqual({});
    expect(toFilters(searchParamsSchema.parse({ location: '   ' }))).toEqual({});
  });

  it('accepts what the router parses from the URL: numbers, strings and booleans', () => {
    expect(
      searchParamsSchema.parse({
        location: 'businessbay',
        property_type: 'villa',
        min_price: 500000,
        max_price: '1,000,000',
        min_bedrooms: 2,
        max_bedrooms: '3',
        added: 7,
        include_under_offer: true,
        type: 'rent',
        sort: 'price_desc',
        page: 3,
      }),
    ).toEqual({
      location: 'businessbay',
      property_type: 'villa',
      min_price: 500000,
      max_price: 1000000,
      min_bedrooms: 2,
      max_bedrooms: 3,
      added: 7,
      include_under_offer: true,
      type: 'rent',
      sort: 'price_desc',
      page: 3,
    });
    expect(searchParamsSchema.parse({ include_under_offer: 'true' }).include_under_offer).toBe(true);
    expect(searchParamsSchema.parse({ include_under_offer: false }).include_under_offer).toBeUndefined();
    expect(searchParamsSchema.parse({ page: 5000 }).page).toBeUndefined();
  });

  it('accepts every added period and nothing else', () => {
    for (const days of [1, 3, 7, 14, 30]) expect(searchParamsSchema.parse({ added: String(days) }).added).toBe(days);
    for (const junk of [0, 2, 99, -1, 'week']) expect(searchParamsSchema.parse({ added: junk }).added).toBeUndefined();
  });

  it('a page count is not part of the filters', () => {
    expect(toFilters(searchParamsSchema.parse({ location: 'marina', page: 2 }))).toEqual({ location: 'marina' });
  });
});

describe('keywords and commercial types', () => {
  it('keywords are kept in the URL, trimmed and at most 100 characters', () => {
    expect(searchParamsSchema.parse({ keywords: '  private pool ' }).keywords).toBe('private pool');
    expect(searchParamsSchema.parse({ keywords: 'x'.repeat(101) }).keywords).toBeUndefined();
    expect(searchQueryString({ keywords: "maid's room", type: 'sale' })).toBe('keywords=maid%27s+room&type=sale');
    expect(describeSearch(en, { keywords: 'sea view' })).toContain('Matching "sea view"');
    expect(searchName(en, { keywords: 'pool', type: 'rent' })).toBe('Properties to rent matching "pool"');
  });

  it('accepts the commercial types and the whole commercial group', () => {
    for (const type of ['office', 'retail', 'warehouse', 'land', 'commercial']) expect(searchParamsSchema.parse({ property_type: type }).property_type).toBe(type);
    expect(describeSearch(en, { property_type: 'commercial', type: 'rent' })).toContain('Commercial properties');
    expect(searchName(en, { property_type: 'office', type: 'rent', location: 'alreemisland' })).toBe('Offices to rent in Al Reem Island');
  });
});

describe('readSearchParams: what an address left out and why', () => {
  const reasons = (input: Record<string, unknown>) => readSearchParams(input).problems.map((p) => [p.key, p.reason]);

  it('names each junk value with its reason, and keeps the rest', () => {
    const read = readSearchParams({ location: 'Yas', min_price: 'abc', max_price: Infinity, min_bedrooms: 2.5, sort: 'evil', page: 1_000_000_000 });
    expect(read.params).toEqual({ location: 'Yas' });
    expect(read.problems.map((p) => [p.key, p.reason])).toEqual([
      ['min_price', 'not_a_number'],
      ['max_price', 'out_of_range'],
      ['min_bedrooms', 'not_whole'],
      ['sort', 'not_a_choice'],
      ['page', 'out_of_range'],
    ]);
    expect(read.problems.find((p) => p.key === 'page')).toMatchObject({ min: 1, max: MAX_PAGE, value: '1000000000' });
  });

  it('refuses numbers people do not write, and takes those they do', () => {
    for (const junk of ['0x10', 'Infinity', 'NaN', '1,2,3', '1e', '--1', ' ']) expect(readSearchParams({ min_price: junk }).params.min_price, junk).toBeUndefined();
    expect(readSearchParams({ min_price: '1,000,000' }).params.min_price).toBe(1_000_000);
    // A long run of digits is no number, read at once (the pattern cannot backtrack over it).
    expect(readSearchParams({ min_price: `${'1'.repeat(15_000)}x`, max_price: '1'.repeat(40) }).problems.map((p) => p.reason)).toEqual(['not_a_number', 'not_a_number']);
    expect(readSearchParams({ min_price: '2e6' }).params.min_price).toBe(2_000_000);
  });

  it('drops an inverted range maximum, saying below which minimum', () => {
    expect(readSearchParams({ min_price: 5_000_000, max_price: 10 }).problems).toEqual([{ key: 'max_price', value: '10', reason: 'below_minimum', min: 5_000_000 }]);
    expect(reasons({ min_bedrooms: 4, max_bedrooms: 2 })).toEqual([['max_bedrooms', 'below_minimum']]);
    expect(reasons({ min_size: 5000, max_size: 10 })).toEqual([['max_size', 'below_minimum']]);
  });

  it('refuses overlong text and control characters, and unknown amenities while keeping the known', () => {
    expect(reasons({ location: 'a'.repeat(101), keywords: 'sea\u0000view' })).toEqual([
      ['location', 'too_long'],
      ['keywords', 'bad_characters'],
    ]);
    const amenities = readSearchParams({ amenities: 'pool,castle' });
    expect(searchAmenities(amenities.params)).toEqual(['pool']);
    expect(amenities.problems.map((p) => p.reason)).toEqual(['not_a_choice']);
    // Known keys written another way are no problem.
    expect(readSearchParams({ amenities: 'gym,pool,pool' })).toEqual({ params: { amenities: 'pool,gym' }, problems: [] });
  });

  it('reads a clean address without a word, and an empty value as none', () => {
    expect(readSearchParams({ location: 'Yas Island', type: 'sale', min_price: '500000', page: 3, added: '7', include_under_offer: 'true', min_price_x: 'junk', keywords: '' }).problems).toEqual([]);
  });

  it('toFilters keeps only the parameters it knows', () => {
    expect(toFilters({ location: 'Yas', q: 'x', page: 2 } as SearchParams)).toEqual({ location: 'Yas' });
  });
});
