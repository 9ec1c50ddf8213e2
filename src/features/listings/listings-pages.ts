import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { searchHeading, toFilters, type SearchFilters, type SearchParams } from './filters';

// The listing pages' names and headings, apart from the page itself so a route's head (which is
// not code-split) can name the page without pulling the page's components into every page.

/** The three pages that list listings: all of a search, or the sales (/buy) or rentals (/rent). */
export const LISTINGS_PAGES = {
  '/search-results': { listingType: undefined, label: msg`Search Results`, intro: null },
  '/buy': {
    listingType: 'sale',
    label: msg`Properties for Sale`,
    intro: msg`Villas, apartments, townhouses, penthouses and commercial property for sale across Abu Dhabi and the UAE.`,
  },
  '/rent': {
    listingType: 'rent',
    label: msg`Properties for Rent`,
    intro: msg`Homes and commercial space to rent across Abu Dhabi and the UAE, from studios to family villas, priced per year.`,
  },
} as const;
export type ListingsPath = keyof typeof LISTINGS_PAGES;

export const isListingsPath = (path: string): path is ListingsPath => Object.hasOwn(LISTINGS_PAGES, path);

/** What a listing page searches for: the URL's filters, with /buy's or /rent's listing type fixed. */
export function listingsPageFilters(path: ListingsPath, search: SearchParams): SearchFilters {
  const { listingType } = LISTINGS_PAGES[path];
  return listingType ? { ...toFilters(search), type: listingType } : toFilters(search);
}

/**
 * The page's heading: /search-results's from its filters; /buy's and /rent's the page's name
 * until the search narrows it ('Properties to rent in Yas Island', 'Studios to rent'). In `i18n`'s
 * language (a route's head passes its context's: at the server, the request's own).
 */
export function listingsHeading(i18n: I18n, path: ListingsPath, search: SearchParams): string {
  const page = LISTINGS_PAGES[path];
  if (!page.listingType) return searchHeading(i18n, search);
  return isNarrowed(search) ? searchHeading(i18n, { ...search, type: page.listingType }) : i18n._(page.label);
}

/** Whether a search names more than the listing type: an area, a property type or studios. */
export function isNarrowed(search: SearchParams): boolean {
  return Boolean(search.location || search.property_type || search.max_bedrooms === 0);
}
