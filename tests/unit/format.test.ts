import { describe, expect, it } from 'vitest';
import { ar, en } from './i18n';
import { formatAed, formatBathrooms, formatBedrooms, formatDay, formatListedDate, formatListingPrice, formatNumber, formatPrice, formatRelativeTime, formatSize, ownText, pluralize, PRICE_ON_REQUEST } from '@/lib/format';
import { searchHeading } from '@/features/listings/search-words';
import { areaCentre } from '@/lib/area-centres';
import { listingReference } from '@/features/listings/detail/listing-reference';
import { ABU_DHABI_AREAS, arabicAreaName, areaDisplayName, knownAreaKeysContaining, localAreaDisplayName, localListingLocation, locationKey } from '@/lib/areas';
import { realEstateListingLd } from '@/lib/json-ld';

describe('formatPrice', () => {
  it('formats AED for en-AE without decimals', () => {
    const text = formatPrice(en, 2500000.4);
    expect(text).toMatch(/AED/);
    expect(text).toMatch(/2,500,000/);
    expect(text).not.toMatch(/\.\d/);
  });
  it("reads 'Price on request' when the price is missing", () => {
    expect(formatPrice(en, null)).toBe(PRICE_ON_REQUEST);
    expect(formatPrice(en, undefined)).toBe(PRICE_ON_REQUEST);
    expect(PRICE_ON_REQUEST).toBe('Price on request');
  });
  it('accepts numeric strings as Postgres numerics arrive', () => {
    expect(formatPrice(en, '1200000')).toMatch(/1,200,000/);
  });
});

describe('pluralize and formatSize', () => {
  it('uses singular for one and plural otherwise', () => {
    expect(pluralize(1, 'bedroom')).toBe('1 bedroom');
    expect(pluralize(0, 'bedroom')).toBe('0 bedrooms');
    expect(pluralize(3, 'bathroom')).toBe('3 bathrooms');
  });
  it('shows size in sq ft with thousands separators', () => {
    expect(formatSize(en, 1850)).toBe('1,850 sq ft');
    expect(formatSize(en, null)).toBeNull();
  });
});

describe('listing prices and bedrooms', () => {
  it('a rent is priced per year, a sale as a total', () => {
    expect(formatListingPrice(en, 95_000, 'rent')).toBe(`${formatPrice(en, 95_000)}/year`);
    expect(formatListingPrice(en, 95_000, 'rent')).toMatch(/^AED\s95,000\/year$/);
    expect(formatListingPrice(en, 2_150_000, 'sale')).toBe(formatPrice(en, 2_150_000));
    expect(formatListingPrice(en, null, 'rent')).toBe(PRICE_ON_REQUEST);
  });

  it('0 bedrooms reads Studio', () => {
    expect(formatBedrooms(en, 0)).toBe('Studio');
    expect(formatBedrooms(en, 1)).toBe('1 bedroom');
    expect(formatBedrooms(en, 4)).toBe('4 bedrooms');
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
    expect(formatListedDate(en, '2026-03-05T10:00:00Z')).toBe('5 March 2026');
    // 22:30 UTC on the 4th is already the 5th in Abu Dhabi (UTC+4).
    expect(formatListedDate(en, '2026-03-04T22:30:00Z')).toBe('5 March 2026');
  });
  it('is null without a valid date', () => {
    expect(formatListedDate(en, null)).toBeNull();
    expect(formatListedDate(en, 'not a date')).toBeNull();
  });
});

describe('listingReference', () => {
  it('is MZ- and the first 8 characters of the id, upper-cased', () => {
    expect(listingReference('a0000000-0000-4000-8000-000000000001')).toBe('MZ-A0000000');
    expect(listingReference('3f9c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f')).toBe('MZ-3F9C2B7E');
  });
});

describe('figures on Arabic pages', () => {
  // Arabic as the UAE writes it, with Western digits: never ٢٬١٥٠٬٠٠٠.
  const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/;

  it('prices in dirhams, the figure first and its separators as in English', () => {
    expect(formatPrice(ar, 2_150_000)).toBe('2,150,000\u00A0درهم');
    expect(formatAed('ar', 95_000)).toBe('95,000\u00A0درهم');
    expect(formatListingPrice(ar, 95_000, 'rent')).toBe('95,000\u00A0درهم سنويًا');
    expect(formatListingPrice(ar, '1200000', 'sale')).toBe('1,200,000\u00A0درهم');
    expect(formatPrice(ar, null)).toBe('السعر عند الطلب');
    expect(formatListingPrice(ar, null, 'rent')).toBe('السعر عند الطلب');
  });

  it('English figures stay as they were', () => {
    expect(formatAed('en', 2_150_000)).toBe(formatPrice(en, 2_150_000));
    expect(formatPrice(en, 2_150_000)).toBe('AED\u00A02,150,000');
    expect(formatBathrooms(en, 1)).toBe('1 bathroom');
    expect(formatBathrooms(en, 2)).toBe('2 bathrooms');
    expect(formatNumber(en, 12_400)).toBe('12,400');
    expect(formatDay(en, Date.parse('2026-12-24T09:30:00Z'))).toBe('24 December 2026');
  });

  it('bedrooms and bathrooms with Arabic plurals', () => {
    expect(formatBedrooms(ar, 0)).toBe('استوديو');
    expect(formatBedrooms(ar, 1)).toBe('غرفة نوم واحدة');
    expect(formatBedrooms(ar, 2)).toBe('غرفتا نوم');
    expect(formatBedrooms(ar, 3)).toBe('3 غرف نوم');
    expect(formatBedrooms(ar, 11)).toBe('11 غرفة نوم');
    expect(formatBathrooms(ar, 1)).toBe('حمام واحد');
    expect(formatBathrooms(ar, 2)).toBe('حمامان');
    expect(formatBathrooms(ar, 4)).toBe('4 حمامات');
  });

  it('sizes in square feet, in words', () => {
    expect(formatSize(ar, 1850)).toBe('1,850 قدم مربع');
    expect(formatSize(ar, null)).toBeNull();
  });

  it('dates in Arabic month names with Western digits, the day in the UAE', () => {
    expect(formatListedDate(ar, '2026-03-04T22:30:00Z')).toBe('5 مارس 2026');
    expect(formatListedDate('ar', 'not a date')).toBeNull();
    expect(formatRelativeTime(ar, Date.parse('2026-03-02T10:00:00Z'), Date.parse('2026-03-05T10:00:00Z'))).toBe('قبل 3 أيام');
    expect(formatRelativeTime(en, Date.parse('2026-03-05T09:55:00Z'), Date.parse('2026-03-05T10:00:00Z'))).toBe('5 minutes ago');
    expect(formatRelativeTime(en, Date.parse('2026-03-04T10:00:00Z'), Date.parse('2026-03-05T10:00:00Z'))).toBe('yesterday');
  });

  it('never writes Eastern Arabic digits', () => {
    const texts = [
      formatPrice(ar, 1_234_567),
      formatListingPrice(ar, 85_000, 'rent'),
      formatBedrooms(ar, 7),
      formatSize(ar, 12_345),
      formatListedDate(ar, '2026-11-25T12:00:00Z'),
      formatNumber(ar, 9_876_543),
      formatRelativeTime(ar, 0, 86_400_000 * 40),
    ];
    for (const text of texts) expect(text).not.toMatch(easternDigits);
  });
});

describe('area names on Arabic pages', () => {
  it('a known area by its Arabic name, however it was typed', () => {
    expect(arabicAreaName('Saadiyat Island')).toBe('جزيرة السعديات');
    expect(arabicAreaName('saadiyat-island')).toBe('جزيرة السعديات');
    expect(arabicAreaName('جزيره السعديات')).toBe('جزيرة السعديات');
    // 'السعديات' alone is in two areas' names (Saadiyat Island, Jumeirah at Saadiyat): it names neither.
    expect(arabicAreaName('السعديات')).toBeUndefined();
    expect(arabicAreaName('Somewhere else')).toBeUndefined();
  });

  it('headings name a known area in the page language, anything else as areaDisplayName does', () => {
    expect(localAreaDisplayName('yas island', 'ar')).toBe('جزيرة ياس');
    expect(localAreaDisplayName('yas island', 'en')).toBe('Yas Island');
    expect(localAreaDisplayName('downtown', 'ar')).toBe('Downtown');
  });

  it("a listing's location: a known area translated, any other place as its owner wrote it", () => {
    expect(localListingLocation('Al Reem Island', 'ar')).toEqual({ text: 'جزيرة الريم', translated: true });
    expect(localListingLocation('Al Reem Island', 'en')).toEqual({ text: 'Al Reem Island', translated: false });
    expect(localListingLocation('Marina Heights, Tower B', 'ar')).toEqual({ text: 'Marina Heights, Tower B', translated: false });
  });

  it('a search for an area by its Arabic name opens the map on that area', () => {
    expect(areaCentre('جزيرة ياس')).toEqual(areaCentre('Yas Island'));
    expect(areaCentre('جزيرة ياس')).not.toBeNull();
    expect(areaCentre('مكان آخر')).toBeNull();
  });
});

describe("someone's own words in Arabic sentences", () => {
  it('isolates Latin text and digits on Arabic pages, so "3 BR Villa" keeps its order', () => {
    expect(ownText(ar, '3 BR Villa')).toBe('\u20683 BR Villa\u2069');
    expect(ownText('ar', 'جزيرة ياس')).toBe('جزيرة ياس');
    expect(ownText(en, '3 BR Villa')).toBe('3 BR Villa');
  });

  it('an area the app does not know stays as typed, isolated, in an Arabic heading', () => {
    expect(searchHeading(ar, { type: 'sale', location: 'Marina Heights 2' })).toBe('عقارات للبيع في \u2068Marina Heights 2\u2069');
    expect(searchHeading(ar, { type: 'sale', location: 'saadiyat island' })).toBe('عقارات للبيع في جزيرة السعديات');
    expect(searchHeading(en, { type: 'sale', location: 'saadiyat island' })).toBe('Properties for sale in Saadiyat Island');
  });
});
