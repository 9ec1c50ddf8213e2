import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { localAreaDisplayName } from '@/lib/areas';
import { ownText } from '@/lib/format';
import { AMENITY_MESSAGES, COMPLETION_MESSAGES, FURNISHING_MESSAGES } from './listing-facts';
import { searchAmenities, type AddedDays, type SearchParams, type SearchPropertyType, type SearchSort } from './search-params';

// A search in words: its filters one phrase each, a saved search's name, the results heading and
// the sort order's names.

/** The period in a search's summary. */
const ADDED_PHRASES: Record<AddedDays, MessageDescriptor> = {
  1: msg`Added in the last 24 hours`,
  3: msg`Added in the last 3 days`,
  7: msg`Added in the last 7 days`,
  14: msg`Added in the last 14 days`,
  30: msg`Added in the last 30 days`,
};
export const SORT_OPTIONS: { value: SearchSort; label: MessageDescriptor }[] = [
  { value: 'newest', label: msg`Newest listed` },
  { value: 'price_asc', label: msg`Price: low to high` },
  { value: 'price_desc', label: msg`Price: high to low` },
];
/** The order in a search's summary. */
const SORT_PHRASES: Record<SearchSort, MessageDescriptor> = {
  newest: msg`Sorted by newest listed`,
  price_asc: msg`Sorted by price: low to high`,
  price_desc: msg`Sorted by price: high to low`,
};



// Made on first use: a page's first Intl formatter loads the locale's data, which is a long task at start-up.
let thousandsFormat: Intl.NumberFormat | undefined;
const thousands = () => (thousandsFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

interface RangeWords {
  /** Both ends, different. */
  between(min: string, max: string): string;
  /** Both ends, the same. */
  exactly(value: string): string;
  atLeast(min: string): string;
  upTo(max: string): string;
}

const range = (min: string | undefined, max: string | undefined, words: RangeWords) => {
  if (min && max) return min === max ? words.exactly(min) : words.between(min, max);
  if (min) return words.atLeast(min);
  return max ? words.upTo(max) : null;
};

/** Prices in words, a rent's per year: 'AED 100,000 to 250,000 a year', 'Up to AED 2,000,000'. */
function priceWords(i18n: I18n, perYear: boolean): RangeWords {
  return perYear
    ? {
        between: (min, max) => i18n._(msg`AED ${min} to ${max} a year`),
        exactly: (amount) => i18n._(msg`AED ${amount} a year`),
        atLeast: (min) => i18n._(msg`At least AED ${min} a year`),
        upTo: (max) => i18n._(msg`Up to AED ${max} a year`),
      }
    : {
        between: (min, max) => i18n._(msg`AED ${min} to ${max}`),
        exactly: (amount) => i18n._(msg`AED ${amount}`),
        atLeast: (min) => i18n._(msg`At least AED ${min}`),
        upTo: (max) => i18n._(msg`Up to AED ${max}`),
      };
}

/** Bedrooms in words, 0 being a studio: 'Studios', 'Studio to 2 bedrooms', 'At least 3 bedrooms'. */
function bedroomsRange(i18n: I18n, min: number | undefined, max: number | undefined): string | null {
  if (max === 0) return i18n._(msg`Studios`);
  if (min === 0) {
    if (max === undefined) return null;
    const to = String(max);
    return i18n._(msg`${plural(max, { one: `Studio to ${to} bedroom`, other: `Studio to ${to} bedrooms` })}`);
  }
  const words: RangeWords = {
    between: (from, to) => i18n._(msg`${plural(Number(to), { one: `${from} to ${to} bedroom`, other: `${from} to ${to} bedrooms` })}`),
    exactly: (count) => i18n._(msg`${plural(Number(count), { one: `${count} bedroom`, other: `${count} bedrooms` })}`),
    atLeast: (least) => i18n._(msg`${plural(Number(least), { one: `At least ${least} bedroom`, other: `At least ${least} bedrooms` })}`),
    upTo: (most) => i18n._(msg`${plural(Number(most), { one: `Up to ${most} bedroom`, other: `Up to ${most} bedrooms` })}`),
  };
  return range(min === undefined ? undefined : String(min), max === undefined ? undefined : String(max), words);
}

/** The filters of a search in words, one phrase each: 'For sale', 'Villas', 'In Yas Island', ... */
export function describeSearch(i18n: I18n, params: SearchParams): string[] {
  const money = (n: number | undefined) => (n === undefined ? undefined : thousands().format(n));
  const area = params.location ? ownText(i18n, localAreaDisplayName(params.location, i18n.locale)) : '';
  const keywords = params.keywords ?? '';
  const words = [
    params.type === 'rent' ? i18n._(msg`To rent`) : params.type === 'sale' ? i18n._(msg`For sale`) : i18n._(msg`For sale or to rent`),
    params.property_type ? i18n._(TYPE_PLURALS[params.property_type]) : i18n._(msg`Any property type`),
    params.location ? i18n._(msg`In ${area}`) : i18n._(msg`Any location`),
    params.keywords ? i18n._(msg`Matching "${keywords}"`) : null,
    range(money(params.min_price), money(params.max_price), priceWords(i18n, params.type === 'rent')),
    bedroomsRange(i18n, params.min_bedrooms, params.max_bedrooms),
    params.added ? i18n._(ADDED_PHRASES[params.added]) : null,
    params.include_under_offer ? i18n._(msg`Including under offer, sold STC and let agreed`) : null,
    ...describeFacts(i18n, params),
    params.sort ? i18n._(SORT_PHRASES[params.sort]) : null,
  ];
  return words.filter((word): word is string => word !== null);
}

/**
 * The listing-fact filters in words: 'Furnished', 'Off-plan', '1,000–2,000 sq ft',
 * '2+ bathrooms', 'Pool', "Maid's room", 'With video tour', 'Within the map area'.
 */
export function describeFacts(i18n: I18n, params: SearchParams): string[] {
  const sqft = (n: number | undefined) => (n === undefined ? undefined : thousands().format(n));
  const size = range(sqft(params.min_size), sqft(params.max_size), {
    between: (min, max) => i18n._(msg`${min}–${max} sq ft`),
    exactly: (value) => i18n._(msg`${value} sq ft`),
    atLeast: (min) => i18n._(msg`At least ${min} sq ft`),
    upTo: (max) => i18n._(msg`Up to ${max} sq ft`),
  });
  const bathrooms = String(params.min_bathrooms ?? '');
  const words = [
    params.furnishing ? i18n._(FURNISHING_MESSAGES[params.furnishing]) : null,
    params.completion ? i18n._(COMPLETION_MESSAGES[params.completion]) : null,
    size,
    params.min_bathrooms ? i18n._(msg`${plural(params.min_bathrooms, { one: `${bathrooms}+ bathroom`, other: `${bathrooms}+ bathrooms` })}`) : null,
    ...searchAmenities(params).map((key) => i18n._(AMENITY_MESSAGES[key])),
    params.has_video ? i18n._(msg`With video tour`) : null,
    params.bbox ? i18n._(msg`Within the map area`) : null,
  ];
  return words.filter((word): word is string => word !== null);
}

const TYPE_PLURALS: Record<SearchPropertyType, MessageDescriptor> = {
  apartment: msg`Apartments`,
  villa: msg`Villas`,
  townhouse: msg`Townhouses`,
  penthouse: msg`Penthouses`,
  office: msg`Offices`,
  retail: msg`Retail units`,
  warehouse: msg`Warehouses and industrial units`,
  land: msg`Land plots`,
  commercial: msg`Commercial properties`,
  other_commercial: msg`Other commercial properties`,
};

/** The studios of a type, for a heading ('Studio apartments to rent'). */
const STUDIO_PLURALS: Record<SearchPropertyType, MessageDescriptor> = {
  apartment: msg`Studio apartments`,
  villa: msg`Studio villas`,
  townhouse: msg`Studio townhouses`,
  penthouse: msg`Studio penthouses`,
  office: msg`Studio offices`,
  retail: msg`Studio retail units`,
  warehouse: msg`Studio warehouses and industrial units`,
  land: msg`Studio land plots`,
  commercial: msg`Studio commercial properties`,
  other_commercial: msg`Studio other commercial properties`,
};

/** The pieces a search's name and heading are made of, in the order they are read. */
const forSale = (i18n: I18n) => i18n._(msg({ message: 'for sale', comment: 'After a kind of property: "Villas for sale"' }));
const toRent = (i18n: I18n) => i18n._(msg({ message: 'to rent', comment: 'After a kind of property: "Villas to rent"' }));
const inArea = (i18n: I18n, name: string) => {
  const area = ownText(i18n, name);
  return i18n._(msg({ message: `in ${area}`, comment: 'After a kind of property: "Villas in Yas Island"' }));
};

/** A name for a saved search: 'Villas for sale in Yas Island', 'Properties to rent', 'All properties'. */
export function searchName(i18n: I18n, params: SearchParams): string {
  const what = params.property_type ? i18n._(TYPE_PLURALS[params.property_type]) : i18n._(msg`Properties`);
  const keywords = params.keywords ?? '';
  const parts = [what];
  if (params.type === 'sale') parts.push(forSale(i18n));
  if (params.type === 'rent') parts.push(toRent(i18n));
  if (params.location) parts.push(inArea(i18n, localAreaDisplayName(params.location, i18n.locale)));
  if (params.keywords) parts.push(i18n._(msg({ message: `matching "${keywords}"`, comment: 'At the end of a saved search\'s name: "Villas to rent matching "pool""' })));
  const name = parts.length === 1 ? i18n._(msg`All properties`) : parts.join(' ');
  return name.length > 100 ? `${name.slice(0, 99)}…` : name;
}

/**
 * The results heading, from the search's filters: what (a property type, studios), sale or rent,
 * and the area by its proper name: 'Studios to rent', 'Apartments for sale in Al Reem Island',
 * 'Villas in Yas Island'. An area alone is 'Properties for sale in {area}' ('Properties to rent in
 * {area}' for rent); a search naming none of these is 'Search Results'. Keywords, prices and the
 * rest stay out of the heading (the filters show them). Written at the server too (the page's
 * title), so in the request's own language: `i18n` is never Lingui's shared instance there.
 */
export function searchHeading(i18n: I18n, params: SearchParams): string {
  const studio = params.max_bedrooms === 0;
  const type = params.property_type;
  if (!params.location && !type && !params.type && !studio) return i18n._(msg`Search Results`);
  let what = type ? i18n._(TYPE_PLURALS[type]) : i18n._(msg`Properties`);
  if (studio) what = type ? i18n._(STUDIO_PLURALS[type]) : i18n._(msg`Studios`);
  // An area with nothing else keeps its long-standing heading, 'for sale' unless it is a rent search.
  const areaOnly = !type && !studio && params.type === undefined;
  const listing = params.type === 'rent' ? toRent(i18n) : params.type === 'sale' || areaOnly ? forSale(i18n) : null;
  const area = params.location ? inArea(i18n, localAreaDisplayName(params.location, i18n.locale)) : null;
  return [what, listing, area].filter((part) => part !== null).join(' ');
}
