import { describe, expect, it } from 'vitest';
import { formatBedrooms, formatListedDate, formatListingPrice, formatPrice, formatSize, pluralize, PRICE_ON_REQUEST } from '@/lib/format';
import { listingReference } from '@/features/listings/detail/listing-reference';
import { ABU_DHABI_AREAS, areaDisplayName, knownAreaKeysContaining, locationKey } from '@/lib/areas';
import { realEstateListingLd } from '@/lib/json-ld';

describe('formatPrice', () => {
  it('formats AED for en-AE without decimals', () => {
    const text = formatPrice(2500000.4);
    expect(text).toMatch(/AED/);
    expect(text).toMatch(/2,500,000/);
    expect(text).not.toMatch(/\.\d/);
  });
  it("reads 'Price on request' when the price is missing", () => {
    expect(formatPrice(null)).toBe(PRICE_ON_REQUEST);
    expect(formatPrice(undefined)).toBe(PRICE_ON_REQUEST);
    expect(PRICE_ON_REQUEST).toBe('Price on request');
  });
  it('accepts numeric strings as Postgres numerics arrive', () => {
    expect(formatPrice('1200000')).toMatch(/1,200,000/);
  });
});

describe('pluralize and formatSize', () => {
  it('uses singular for one and plural otherwise', () => {
    expect(pluralize(1, 'bedroom')).toBe('1 bedroom');
    expect(pluralize(0, 'bedroom')).toBe('0 bedrooms');
    expect(pluralize(3, 'bathroom')).toBe('3 bathrooms');
  });
  it('shows size in sq ft with thousands separators', () => {
    expect(formatSize(1850)).toBe('1,850 sq ft');
    expect(formatSize(null)).toBeNull();
  });
});

describe('listing prices and bedrooms', () => {
  it('a rent is priced per year, a sale as a total', () => {
    expect(formatListingPrice(95_000, 'rent')).toBe(`${formatPrice(95_000)}/year`);
    expect(formatListingPrice(95_000, 'rent')).toMatch(/^AED\s95,000\/year$/);
    expect(formatListingPrice(2_150_000, 'sale')).toBe(formatPrice(2_150_000));
    expect(formatListingPrice(null, 'rent')).toBe(PRICE_ON_REQUEST);
  });

  it('0 bedrooms reads Studio', () => {
    expect(formatBedrooms(0)).toBe('Studio');
    expect(formatBedrooms(1)).toBe('1 bedroom');
    expect(formatBedrooms(4)).toBe('4 bedrooms');
  });

  it('structured data gives a rent as a yearly unit price', () => {
    const listing = { id: 'x', title: 'Studio', description: null, address: 'a', location: 'Yas Island', created_at: '2025-01-01', images: [] };
    const rent = realEstateListingLd({ ...listing, price: 95_000, listing_type: 'rent' });
    expect(rent.offers?.priceSpecification).toEqual({ '@type': 'UnitPriceSpecification', price: 95_000, priceCurrency: 'AED', unitCode: 'ANN', unitText: 'year' });
    const sale = realEstateListingLd({ ...listing, price: 950_000, listing_type: 'sale' });
    expect(sale.offers).not.toHaveProperty('priceSpecification');
  });
});

describe('area display names', () => {
  it('names a known area properly however it was typed or linked', () => {
    expect(areaDisplayName('downtowndubai')).toBe('Downtown Dubai');
    expect(areaDisplayName('yas island')).toBe('Yas Island');
    expect(areaDisplayName('businessbay')).toBe('Business Bay');
    expect(areaDisplayName('AL-REEM island')).toBe('Al Reem Island');
    expect(areaDisplayName('jbr')).toBe('JBR');
  });

  it('lists the Abu Dhabi areas in alphabetical order (written in order, not sorted at load)', () => {
    expect(ABU_DHABI_AREAS).toEqual([...ABU_DHABI_AREAS].sort((a, b) => a.localeCompare(b)));
  });

  it('capitalises anything else as typed', () => {
    expect(areaDisplayName('downtown')).toBe('Downtown');
    expect(areaDisplayName('  al  rahba ')).toBe('Al Rahba');
  });
});

describe('known area keys containing a search key', () => {
  it('answers the keys of the named areas and short names that contain it', () => {
    expect(knownAreaKeysContaining('marina').sort()).toEqual(['abudhabimarina', 'dubaimarina']);
    expect(knownAreaKeysContaining(locationKey('Dubai Marina'))).toEqual(['dubaimarina']);
    expect(knownAreaKeysContaining('jbr')).toEqual(['jbr']);
  });

  it('answers none for an empty key or one no named area contains', () => {
    expect(knownAreaKeysContaining('')).toEqual([]);
    expect(knownAreaKeysContaining('atlantis')).toEqual([]);
  });
});

describe('formatListedDate', () => {
  it('gives the day in the UAE, whatever the reader\'s time zone', () => {
    expect(formatListedDate('2026-03-05T10:00:00Z')).toBe('5 March 2026');
    // 22:30 UTC on the 4th is already the 5th in Abu Dhabi (UTC+4).
    expect(formatListedDate('2026-03-04T22:30:00Z')).toBe('5 March 2026');
  });
  it('is null without a valid date', () => {
    expect(formatListedDate(null)).toBeNull();
    expect(formatListedDate('not a date')).toBeNull();
  });
});

describe('listingReference', () => {
  it('is MZ- and the first 8 characters of the id, upper-cased', () => {
    expect(listingReference('a0000000-0000-4000-8000-000000000001')).toBe('MZ-A0000000');
    expect(listingReference('3f9c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f')).toBe('MZ-3F9C2B7E');
  });
});
