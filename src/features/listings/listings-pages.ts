import { msg } from '@lingui/core/macro';
import { toFilters, type SearchFilters, type SearchParams } from './search-params';

// The listing pages and what each searches for, apart from the pages themselves: the routes work
// out their loader's input with this in the route tree every page loads. Their headings and head
// tags are listings-head.ts.

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
