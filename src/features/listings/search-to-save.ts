import type { I18n } from '@lingui/core';
import { searchName } from './search-words';
import { searchQueryString, type SearchParams } from './search-params';

// A listings search as a saved search holds it: what the listings page hands its Save search
// control (composed in by the route).

export interface SearchToSave {
  /** Its default name, in the page's language (its words only). */
  name: string;
  /** The search-results query string, e.g. 'location=Yas+Island&type=sale'. */
  query: string;
}

// The marks that isolate someone's own words in an Arabic sentence (ownText): they are for showing, not keeping.
const ISOLATION_MARKS = /[\u2066-\u2069]/g;

/** The saved_searches row for a search: a name derived in the page's language (its words only), and its URL query string. */
export function savedSearchFor(i18n: I18n, params: SearchParams): SearchToSave {
  return { name: searchName(i18n, params).replace(ISOLATION_MARKS, ''), query: searchQueryString(params) };
}
