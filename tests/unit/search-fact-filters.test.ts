import { describe, expect, it } from 'vitest';
import { ar, en } from './i18n';
import { EMPTY_FORM, formToSearchParams, searchFromForm, searchParamsToForm, validateSearchForm } from '@/features/listings/search-form-values';
import { describeSearch } from '@/features/listings/search-words';
import { parseBbox, parseSearchParams, parseSearchQuery, searchAmenities, searchParamsSchema, searchQueryString, toFilters } from '@/features/listings/search-params';
import { AMENITIES, AMENITY_MESSAGES, completionLabel, handoverLabel } from '@/features/listings/listing-facts';

// The listing-fact filters of the search URL: read from what the router hands over, junk dropped;
// back and forth with the form; in words.

const parse = (input: Record<string, unknown>) => searchParamsSchema.parse(input);

describe('parsing the listing-fact filters', () => {
  it('keeps every filter it can read', () => {
    expect(
      parse({
        furnishing: 'semi_furnished', completion: 'off_plan', min_size: 1000, max_size: '2,000', min_bathrooms: 2,
        amenities: 'pool,maids_room', has_video: true, bbox: '54.3,24.4,54.45,24.55', view: 'map',
      }),
    ).toEqual({
      furnishing: 'semi_furnished', completion: 'off_plan', min_size: 1000, max_size: 2000, min_bathrooms: 2,
      amenities: 'pool,maids_room', has_video: true, bbox: '54.3,24.4,54.45,24.55', view: 'map',
    });
    expect(parse({ has_video: 'true' })).toEqual({ has_video: true });
  });

  it('drops what it cannot read', () => {
    expect(
      parse({
        furnishing: 'partly', completion: 'soon', min_size: 'big', max_size: -5, min_bathrooms: 0, amenities: 'helipad,moat',
        has_video: 'yes', bbox: 'here', view: 'grid',
      }),
    ).toEqual({});
  });

  it('amenities: unknown keys dropped, each key once, in the list order, whatever the case or spacing', () => {
    expect(parse({ amenities: ' Sea_View, gym ,pool,gym' }).amenities).toBe('pool,gym,sea_view');
    // An unknown key stays in the address (the page says it was left out); the search has the known ones.
    expect(searchAmenities(parse({ amenities: ' Sea_View, gym ,helipad,pool,gym' }))).toEqual(['pool', 'gym', 'sea_view']);
    expect(parse({ amenities: 'helipad' }).amenities).toBeUndefined();
    expect(parse({ amenities: ['gym', 'pool'] }).amenities).toBe('pool,gym');
    expect(searchAmenities({ amenities: 'pool,gym' })).toEqual(['pool', 'gym']);
    expect(searchAmenities({})).toEqual([]);
  });

  it('an inverted size range drops its maximum (the minimum alone still finds listings)', () => {
    expect(parse({ min_size: 3000, max_size: 1000 })).toEqual({ min_size: 3000 });
    expect(parse({ min_size: 1000, max_size: 1000 })).toEqual({ min_size: 1000, max_size: 1000 });
  });

  it('bbox: four numbers inside the UAE, west of east and south of north, else no box', () => {
    expect(parseBbox('54.3,24.4,54.45,24.55')).toEqual({ west: 54.3, south: 24.4, east: 54.45, north: 24.55 });
    expect(parse({ bbox: '54.123456789,24.4,54.45,24.55' }).bbox).toBe('54.123457,24.4,54.45,24.55');
    for (const outside of ['-0.1,51.5,0.1,51.6', '50,24,54,25', '54,24,57,25', '54,22,55,24', '54,24,55,27']) {
      expect(parse({ bbox: outside }), outside).toEqual({});
    }
    for (const junk of ['54.45,24.4,54.3,24.55', '54.3,24.55,54.45,24.4', '54.3,24.4,54.45', '54.3,,54.45,24.55', 'a,b,c,d', '54.3,24.4,54.45,24.55,1']) {
      expect(parse({ bbox: junk }), junk).toEqual({});
    }
  });

  it('view=map is kept in the URL but is not a filter (list and map share a search)', () => {
    expect(toFilters(parse({ view: 'map', furnishing: 'furnished', page: 2 }))).toEqual({ furnishing: 'furnished' });
  });

  it('a saved search keeps them all', () => {
    const params = parse({ furnishing: 'furnished', min_bathrooms: 2, amenities: 'gym,pool', has_video: true, bbox: '54.3,24.4,54.45,24.55' });
    const query = searchQueryString(params);
    expect(query).toBe('amenities=pool%2Cgym&bbox=54.3%2C24.4%2C54.45%2C24.55&furnishing=furnished&has_video=true&min_bathrooms=2');
    expect(parseSearchQuery(query)).toEqual(params);
  });
});

describe('the form and the listing-fact filters', () => {
  it('an untouched form sets none of them', () => {
    expect(formToSearchParams(EMPTY_FORM)).toEqual({});
  });

  it('form values to URL and back', () => {
    const form = {
      ...EMPTY_FORM, furnishing: 'furnished', completion: 'ready', min_size: '1,000', max_size: '2,000', min_bathrooms: '2+',
      amenities: ['gym', 'pool'], has_video: true,
    };
    const params = formToSearchParams(form);
    expect(params).toEqual({ furnishing: 'furnished', completion: 'ready', min_size: 1000, max_size: 2000, min_bathrooms: 2, amenities: 'pool,gym', has_video: true });
    expect(searchParamsToForm(params)).toEqual({ ...form, amenities: ['pool', 'gym'] });
  });

  it('says when the size range is inverted', () => {
    expect(validateSearchForm(en, { ...EMPTY_FORM, min_size: '3,000', max_size: '1,000' })).toEqual({
      max_size: 'Maximum size must be at least the minimum size',
    });
    expect(validateSearchForm(en, { ...EMPTY_FORM, min_size: '1,000', max_size: '3,000' })).toEqual({});
  });
});

describe('the listing-fact filters in words', () => {
  const words = (input: Record<string, unknown>) => describeSearch(en, parse(input)).slice(3);

  it('one phrase each, after the older filters', () => {
    expect(words({ furnishing: 'semi_furnished', completion: 'off_plan', min_size: 1000, max_size: 2000, min_bathrooms: 2, amenities: 'maids_room,sea_view', has_video: true, bbox: '54.3,24.4,54.45,24.55' }))
      .toEqual(['Semi-furnished', 'Off-plan', '1,000–2,000 sq ft', '2+ bathrooms', "Maid's room", 'Sea view', 'With video tour', 'Within the map area']);
    expect(words({ furnishing: 'furnished', completion: 'ready', min_size: 1500, min_bathrooms: 1 })).toEqual(['Furnished', 'Ready', 'At least 1,500 sq ft', '1+ bathroom']);
    expect(words({ max_size: 800 })).toEqual(['Up to 800 sq ft']);
    expect(words({ view: 'map' })).toEqual([]);
  });

  it('every amenity has a label', () => {
    expect(AMENITIES).toHaveLength(15);
    for (const key of AMENITIES) expect(en._(AMENITY_MESSAGES[key])).toMatch(/^[A-Z]/);
  });

  it('a handover is its quarter', () => {
    expect(handoverLabel('2027-10-01')).toBe('Q4 2027');
    expect(handoverLabel('2027-10-01', en)).toBe('Q4 2027');
    expect(handoverLabel('2027-10-01', ar)).toBe('الربع الرابع 2027');
    expect(completionLabel(ar, 'off_plan', '2028-01-15')).toBe('على الخارطة، التسليم بحلول الربع الأول 2028');
    expect(handoverLabel('2028-01-01')).toBe('Q1 2028');
    expect(handoverLabel('2027-04-01T00:00:00+04:00')).toBe('Q2 2027');
    expect(handoverLabel(new Date(2029, 6, 1))).toBe('Q3 2029');
    expect(handoverLabel(null)).toBeNull();
    expect(handoverLabel('soon')).toBeNull();
    expect(completionLabel(en, 'off_plan', '2027-10-01')).toBe('Off-plan, handover by Q4 2027');
    expect(completionLabel(en, 'off_plan', null)).toBe('Off-plan');
    expect(completionLabel(en, 'ready', '2027-10-01')).toBe('Ready');
    expect(completionLabel(en, null)).toBeNull();
  });
});

describe('a search submitted from the form', () => {
  it('keeps the order and the map view, and the map box only while the area is the same', () => {
    const current = parseSearchParams({ location: 'Yas Island', sort: 'price_asc', view: 'map', bbox: '54.5,24.4,54.7,24.55', furnishing: 'furnished' });
    const sameArea = searchFromForm(parseSearchParams({ location: 'Yas Island', min_bedrooms: '2' }), current);
    expect(sameArea).toMatchObject({ location: 'Yas Island', min_bedrooms: 2, sort: 'price_asc', view: 'map', bbox: '54.5,24.4,54.7,24.55' });
    expect(sameArea.furnishing).toBeUndefined();
    const elsewhere = searchFromForm(parseSearchParams({ location: 'Saadiyat Island' }), current);
    expect(elsewhere).toMatchObject({ location: 'Saadiyat Island', view: 'map' });
    expect(elsewhere.bbox).toBeUndefined();
    expect(searchFromForm(parseSearchParams({ location: 'Yas Island' }), undefined)).toEqual(parseSearchParams({ location: 'Yas Island' }));
  });
});
