import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { breadcrumbLd } from '@/lib/json-ld';
import { pageHead, type PageHead } from '@/lib/seo';
import { localeOf } from '@/i18n/locales';
import { searchHeading } from './search-words';
import { LISTINGS_PAGES, type ListingsPath } from './listings-pages';
import type { SearchParams } from './search-params';

/**
 * The page's heading: /search-results's from its filters; /buy's and /rent's the page's name
 * until the search narrows it ('Properties to rent in Yas Island', 'Studios to rent'). In `i18n`'s
 * language (a route's loader passes its context's: at the server, the request's own).
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

/** The title of a listing page that a search has not narrowed, and the page's description. */
function pageWords(i18n: I18n, path: ListingsPath, search: SearchParams): { title: string; description: string } {
  switch (path) {
    case '/buy':
      return {
        title: isNarrowed(search) ? listingsHeading(i18n, path, search) : i18n._(msg`Property for sale in Abu Dhabi`),
        description: i18n._(msg`Villas, apartments, townhouses and penthouses for sale in Abu Dhabi and the UAE, featured listings first.`),
      };
    case '/rent':
      return {
        title: isNarrowed(search) ? listingsHeading(i18n, path, search) : i18n._(msg`Property to rent in Abu Dhabi`),
        description: i18n._(msg`Apartments, villas and townhouses to rent in Abu Dhabi and the UAE, featured listings first.`),
      };
    case '/search-results': {
      const heading = searchHeading(i18n, search);
      return {
        title: heading === searchHeading(i18n, {}) ? i18n._(msg`Property search results`) : heading,
        description: i18n._(msg`${heading}: villas, apartments, townhouses and penthouses in Abu Dhabi and the UAE, filtered by price, bedrooms and date added.`),
      };
    }
  }
}

/** A listing page's head tags for a search, with its crumbs as structured data. */
export function listingsPageHead(i18n: I18n, path: ListingsPath, search: SearchParams): PageHead {
  return pageHead({
    locale: localeOf(i18n),
    ...pageWords(i18n, path, search),
    path,
    jsonLd: [breadcrumbLd([{ label: i18n._(msg`Home`), to: '/' }, { label: i18n._(LISTINGS_PAGES[path].label) }], path)],
  });
}
