import { describe, expect, it } from 'vitest';
import { ar, en } from './i18n';
import { savedSearchFor } from '@/features/listings/search-to-save';
import { ADDED_OPTIONS, BEDROOM_OPTIONS, EMPTY_FORM, formToSearchParams, MAX_PRICE_OPTIONS, MIN_PRICE_OPTIONS, PROPERTY_TYPE_OPTIONS, priceAfterTypeChange, priceBrackets, searchParamsToForm, validateSearchForm, type SearchFormValues } from '@/features/listings/search-form-values';
import { searchHeading, searchName, describeSearch, SORT_OPTIONS } from '@/features/listings/search-words';
import { parseSearchQuery, searchParamsSchema, searchQueryString } from '@/features/listings/search-params';
import { listingsHeading } from '@/features/listings/listings-head';

// The search form: its options, its values to the address's parameters and back, its checks, and
// the words a search is named and described in. What an address itself may carry:
// search-params.test.ts.

const form = (values: Partial<SearchFormValues>): SearchFormValues => ({ ...EMPTY_FORM, ...values });

describe('form options', () => {
  it('offer exactly the specified values, Studio among the bedrooms and the commercial types in their own group', () => {
    expect(MIN_PRICE_OPTIONS).toEqual(['No min', '500,000', '1,000,000', '2,000,000', '5,000,000']);
    expect(MAX_PRICE_OPTIONS).toEqual(['No max', '1,000,000', '2,000,000', '5,000,000', '10,000,000+']);
    expect(BEDROOM_OPTIONS).toEqual(['Any', 'Studio', '1', '2', '3', '4', '5+']);
    expect(ADDED_OPTIONS.map((o) => en._(o.label))).toEqual([
      'Anytime',
      'Last 24 hours',
      'Last 3 days',
      'Last 7 days',
      'Last 14 days',
      'Last 30 days',
    ]);
    expect(ADDED_OPTIONS.map((o) => o.value)).toEqual(['Anytime', '1', '3', '7', '14', '30']);
    const groups = PROPERTY_TYPE_OPTIONS.map((o) => ('items' in o ? [en._(o.group), o.items.map((i) => en._(i.label))] : en._(o.label)));
    expect(groups).toEqual([
      'Any',
      ['Residential', ['Apartment', 'Villa', 'Townhouse', 'Penthouse']],
      ['Commercial', ['Any commercial', 'Office', 'Retail', 'Warehouse / Industrial', 'Land', 'Other commercial']],
    ]);
    expect(SORT_OPTIONS.map((o) => en._(o.label))).toEqual(['Newest listed', 'Price: low to high', 'Price: high to low']);
  });
});

describe('formToSearchParams', () => {
  it('an untouched form gives no parameters', () => {
    expect(formToSearchParams(EMPTY_FORM)).toEqual({});
  });

  it('omits Any, No min, No max and Anytime', () => {
    expect(
      formToSearchParams({
        location: '  ',
        property_type: 'Any',
        min_price: 'No min',
        max_price: 'No max',
        min_bedrooms: 'Any',
        max_bedrooms: 'Any',
        added: 'Anytime',
        include_under_offer: false,
      }),
    ).toEqual({});
  });

  it('removes thousands commas from prices', () => {
    expect(formToSearchParams(form({ min_price: '1,000,000', max_price: '5,000,000' }))).toEqual({
      min_price: 1_000_000,
      max_price: 5_000_000,
    });
    expect(formToSearchParams(form({ min_price: '500,000' })).min_price).toBe(500_000);
  });

  it("treats a max containing '+' as no upper bound", () => {
    expect(formToSearchParams(form({ max_price: '10,000,000+' }))).toEqual({});
    expect(formToSearchParams(form({ max_bedrooms: '5+' }))).toEqual({});
  });

  it("reads a min of '5+' as at least 5", () => {
    expect(formToSearchParams(form({ min_bedrooms: '5+' }))).toEqual({ min_bedrooms: 5 });
  });

  it('sends include_under_offer=true only when ticked', () => {
    expect(formToSearchParams(form({ include_under_offer: true }))).toEqual({ include_under_offer: true });
    expect(formToSearchParams(form({ include_under_offer: false }))).not.toHaveProperty('include_under_offer');
    expect(searchQueryString(formToSearchParams(form({ include_under_offer: true })))).toBe('include_under_offer=true');
  });

  it('maps every field, the added period and the listing type', () => {
    expect(
      formToSearchParams(
        {
          listing_type: 'sale',
          location: ' Yas Island ',
          keywords: '  sea   view ',
          property_type: 'villa',
          min_price: '2,000,000',
          max_price: '5,000,000',
          min_bedrooms: '3',
          max_bedrooms: '4',
          added: '1',
          include_under_offer: true,
        },
      ),
    ).toEqual({
      location: 'Yas Island',
      keywords: 'sea view',
      property_type: 'villa',
      min_price: 2_000_000,
      max_price: 5_000_000,
      min_bedrooms: 3,
      max_bedrooms: 4,
      added: 1,
      include_under_offer: true,
      type: 'sale',
    });
  });

  it('accepts option labels as well as values', () => {
    expect(formToSearchParams(form({ property_type: 'Penthouse', added: 'Last 24 hours' }))).toEqual({
      property_type: 'penthouse',
      added: 1,
    });
    expect(formToSearchParams(form({ added: 'Last 30 days' })).added).toBe(30);
  });

  it('ignores values that are not options', () => {
    expect(formToSearchParams(form({ property_type: 'castle', added: '99', min_price: 'abc' }))).toEqual({});
  });
});

describe('searchParamsToForm', () => {
  it('pre-fills defaults for an empty URL', () => {
    expect(searchParamsToForm({})).toEqual(EMPTY_FORM);
  });

  it('formats prices with commas and shows a minimum of 5 or more as 5+', () => {
    expect(searchParamsToForm({ min_price: 500_000, max_price: 10_000_000, min_bedrooms: 6, max_bedrooms: 2, added: 14 })).toEqual(
      form({ min_price: '500,000', max_price: '10,000,000', min_bedrooms: '5+', max_bedrooms: '2', added: '14' }),
    );
  });

  it('round-trips form -> URL -> form', () => {
    const forms: SearchFormValues[] = [
      EMPTY_FORM,
      form({ location: 'Al Reem Island', property_type: 'apartment', min_price: '500,000', max_price: '2,000,000' }),
      form({ min_bedrooms: '5+', added: '7', include_under_offer: true }),
      form({ min_bedrooms: '1', max_bedrooms: '4', property_type: 'townhouse', added: '1' }),
      form({ min_price: '5,000,000', location: 'Saadiyat Island', listing_type: 'sale' }),
      form({ listing_type: 'rent', min_price: '50,000', max_price: '150,000', min_bedrooms: 'Studio', max_bedrooms: 'Studio' }),
      form({ listing_type: 'rent', min_price: '85,000', keywords: "maid's room", property_type: 'commercial' }),
      form({ property_type: 'warehouse', min_bedrooms: 'Studio', max_bedrooms: '2' }),
    ];
    for (const values of forms) {
      const params = formToSearchParams(values);
      expect(searchParamsToForm(params)).toEqual(values);
      // ... and through the URL string and the schema the routes validate with.
      const parsed = searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(searchQueryString(params))));
      expect(parsed).toEqual(expect.objectContaining(params));
      expect(searchParamsToForm(parsed)).toEqual(values);
    }
  });
});

describe('validation and labels', () => {
  it('flags a min above the max and keeps the rest', () => {
    expect(validateSearchForm(en, form({ min_price: '5,000,000', max_price: '1,000,000' }))).toHaveProperty('max_price');
    expect(validateSearchForm(en, form({ min_bedrooms: '4', max_bedrooms: '2' }))).toHaveProperty('max_bedrooms');
    expect(validateSearchForm(en, form({ min_price: '5,000,000', max_price: '10,000,000+' }))).toEqual({});
    expect(validateSearchForm(en, form({ min_bedrooms: '5+', max_bedrooms: '5+' }))).toEqual({});
    expect(validateSearchForm(en, form({ min_price: '1,000,000', max_price: '1,000,000' }))).toEqual({});
  });

  it('names the heading and the saved search', () => {
    expect(searchHeading(en, {})).toBe('Search Results');
    expect(searchHeading(en, { location: 'Yas Island' })).toBe('Properties for sale in Yas Island');
    expect(searchHeading(en, { location: 'Yas Island', type: 'sale' })).toBe('Properties for sale in Yas Island');
    expect(searchHeading(en, { location: 'Yas Island', type: 'rent' })).toBe('Properties to rent in Yas Island');
    expect(searchName(en, { property_type: 'villa', location: 'Yas Island' })).toBe('Villas in Yas Island');
    expect(searchName(en, { property_type: 'villa', location: 'Yas Island', type: 'sale' })).toBe('Villas for sale in Yas Island');
    expect(searchName(en, { type: 'rent' })).toBe('Properties to rent');
    expect(searchName(en, {})).toBe('All properties');
    expect(searchName(en, { location: 'x'.repeat(200) }).length).toBeLessThanOrEqual(100);
  });

  it("keeps a saved search's name as words: the marks that isolate an area's own name on an Arabic page are for showing", () => {
    const params = { property_type: 'villa', type: 'sale', location: 'Nowhere Dunes 7' } as const;
    expect(searchName(ar, params)).toMatch(/\u2068Nowhere Dunes 7\u2069/);
    expect(savedSearchFor(ar, params).name).toBe(searchName(ar, params).replace(/[\u2068\u2069]/g, ''));
    expect(savedSearchFor(ar, params).name).not.toMatch(/[\u2066-\u2069]/);
  });

  it('titles a search from its filters: what, sale or rent, and where', () => {
    // The studio-to-rent search of the /rent form and of /search-results.
    expect(searchHeading(en, parseSearchQuery('type=rent&max_bedrooms=0'))).toBe('Studios to rent');
    expect(searchHeading(en, formToSearchParams({ ...EMPTY_FORM, listing_type: 'rent', max_bedrooms: 'Studio' }))).toBe('Studios to rent');
    expect(searchHeading(en, { type: 'rent', max_bedrooms: 0, location: 'alreemisland' })).toBe('Studios to rent in Al Reem Island');
    expect(searchHeading(en, { type: 'sale', property_type: 'apartment', location: 'Al Reem Island' })).toBe('Apartments for sale in Al Reem Island');
    expect(searchHeading(en, { type: 'rent', property_type: 'apartment', max_bedrooms: 0 })).toBe('Studio apartments to rent');
    expect(searchHeading(en, { property_type: 'villa', location: 'Yas Island' })).toBe('Villas in Yas Island');
    expect(searchHeading(en, { property_type: 'office', type: 'rent' })).toBe('Offices to rent');
    expect(searchHeading(en, { property_type: 'commercial', type: 'sale', location: 'mussafah' })).toBe('Commercial properties for sale in Mussafah');
    expect(searchHeading(en, { type: 'sale' })).toBe('Properties for sale');
    expect(searchHeading(en, { type: 'rent' })).toBe('Properties to rent');
    // Filters that do not name what or where keep the plain heading.
    expect(searchHeading(en, { keywords: 'pool', min_price: 1_000_000, max_bedrooms: 3 })).toBe('Search Results');
    expect(searchHeading(en, { location: 'Yas Island', keywords: 'pool' })).toBe('Properties for sale in Yas Island');
  });

  it("/buy and /rent keep their page name until the search narrows it", () => {
    expect(listingsHeading(en, '/rent', {})).toBe('Properties for Rent');
    expect(listingsHeading(en, '/buy', { min_price: 1_000_000 })).toBe('Properties for Sale');
    expect(listingsHeading(en, '/rent', { max_bedrooms: 0 })).toBe('Studios to rent');
    expect(listingsHeading(en, '/rent', { location: 'yas island' })).toBe('Properties to rent in Yas Island');
    expect(listingsHeading(en, '/buy', { property_type: 'apartment', location: 'Al Reem Island' })).toBe('Apartments for sale in Al Reem Island');
    expect(listingsHeading(en, '/search-results', { type: 'rent', max_bedrooms: 0 })).toBe('Studios to rent');
    expect(listingsHeading(en, '/search-results', {})).toBe('Search Results');
  });

  it('stores the search as a query string without the page, the same text whatever the order of its filters', () => {
    expect(searchQueryString({ location: 'Yas Island', type: 'sale', min_price: 500000, page: 3 })).toBe(
      'location=Yas+Island&min_price=500000&type=sale',
    );
    expect(searchQueryString({ min_price: 500000, type: 'sale', location: 'Yas Island' })).toBe(searchQueryString({ location: 'Yas Island', type: 'sale', min_price: 500000 }));
    expect(parseSearchQuery('location=Yas+Island&min_price=500000&type=sale&added=99')).toEqual({ location: 'Yas Island', min_price: 500000, type: 'sale' });
  });

  it('describes a saved search in words', () => {
    expect(describeSearch(en, {})).toEqual(['For sale or to rent', 'Any property type', 'Any location']);
    expect(
      describeSearch(en, { type: 'rent', property_type: 'villa', location: 'Yas Island', min_price: 100000, max_price: 250000, min_bedrooms: 3, added: 7, include_under_offer: true, sort: 'price_asc' }),
    ).toEqual([
      'To rent',
      'Villas',
      'In Yas Island',
      'AED 100,000 to 250,000 a year',
      'At least 3 bedrooms',
      'Added in the last 7 days',
      'Including under offer, sold STC and let agreed',
      'Sorted by price: low to high',
    ]);
    expect(describeSearch(en, { type: 'sale', max_price: 2000000, max_bedrooms: 2 })).toContain('Up to AED 2,000,000');
    expect(describeSearch(en, { type: 'sale', max_price: 2000000, max_bedrooms: 2 })).toContain('Up to 2 bedrooms');
  });
});

describe('rent and sale brackets', () => {
  it('a rent search offers yearly rent brackets, a sale search the sale ones', () => {
    expect(priceBrackets('rent').min).toEqual(['No min', '25,000', '50,000', '75,000', '100,000', '150,000', '200,000', '300,000']);
    expect(priceBrackets('rent').max).toEqual(['No max', '50,000', '75,000', '100,000', '150,000', '200,000', '300,000', '500,000+']);
    expect(priceBrackets('sale')).toEqual({ min: MIN_PRICE_OPTIONS, max: MAX_PRICE_OPTIONS });
    // Both sales and rentals: the sale brackets (the wider range).
    expect(priceBrackets(undefined)).toEqual(priceBrackets('sale'));
  });

  it('rent brackets go to the URL and back; 500,000+ has no upper bound', () => {
    const params = formToSearchParams(form({ listing_type: 'rent', min_price: '75,000', max_price: '500,000+' }));
    expect(params).toEqual({ type: 'rent', min_price: 75_000 });
    expect(searchQueryString(params)).toBe('min_price=75000&type=rent');
    expect(searchParamsToForm(parseSearchQuery('min_price=75000&max_price=200000&type=rent'))).toEqual(
      form({ listing_type: 'rent', min_price: '75,000', max_price: '200,000' }),
    );
  });

  it('switching sale and rent clears a bracket of the old list and keeps a typed amount', () => {
    expect(priceAfterTypeChange('500,000', 'sale', 'min')).toBe('No min');
    expect(priceAfterTypeChange('10,000,000+', 'sale', 'max')).toBe('No max');
    expect(priceAfterTypeChange('85,000', 'sale', 'min')).toBe('85,000');
    expect(priceAfterTypeChange('500,000+', 'rent', 'max')).toBe('No max');
    expect(priceAfterTypeChange('1,250,000', 'rent', 'max')).toBe('1,250,000');
    expect(priceAfterTypeChange('No min', 'rent', 'min')).toBe('No min');
  });

  it('typed amounts: commas, AED, k and m are understood; anything else is a clear error', () => {
    expect(formToSearchParams(form({ min_price: '85k', max_price: 'AED 1.5m' }))).toEqual({ min_price: 85_000, max_price: 1_500_000 });
    expect(formToSearchParams(form({ min_price: '85,000' })).min_price).toBe(85_000);
    expect(validateSearchForm(en, form({ min_price: 'cheap' }))).toEqual({ min_price: 'Enter an amount in AED, for example 85,000' });
    expect(validateSearchForm(en, form({ max_price: '99999999999' }))).toEqual({ max_price: 'Enter an amount in AED, for example 85,000' });
    expect(validateSearchForm(en, form({ min_price: '90k', max_price: '60,000' }))).toHaveProperty('max_price', 'Maximum price must be at least the minimum price');
  });
});

describe('studios', () => {
  it('Studio is 0 bedrooms in the URL and Studio again in the form', () => {
    expect(formToSearchParams(form({ min_bedrooms: 'Studio', max_bedrooms: 'Studio' }))).toEqual({ min_bedrooms: 0, max_bedrooms: 0 });
    expect(searchParamsToForm({ max_bedrooms: 0 }).max_bedrooms).toBe('Studio');
    expect(validateSearchForm(en, form({ min_bedrooms: 'Studio', max_bedrooms: '1' }))).toEqual({});
    expect(validateSearchForm(en, form({ min_bedrooms: '1', max_bedrooms: 'Studio' }))).toHaveProperty('max_bedrooms');
  });

  it('describes studios in words', () => {
    expect(describeSearch(en, { min_bedrooms: 0, max_bedrooms: 0 })).toContain('Studios');
    expect(describeSearch(en, { min_bedrooms: 0, max_bedrooms: 2 })).toContain('Studio to 2 bedrooms');
    expect(describeSearch(en, { min_bedrooms: 1, max_bedrooms: 1 })).toContain('1 bedroom');
  });
});
