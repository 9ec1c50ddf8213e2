import { startEarlyRead } from '@/app/early-reads';
import { propertyQueryOptions } from '@/features/listings/api/get-property';
import { searchListingsQueryOptions } from '@/features/listings/api/search-listings';
import { parseSearchParams } from '@/features/listings/filters';
import { isListingsPath, listingsPageFilters } from '@/features/listings/listings-pages';
import { mayHaveSession } from '@/lib/supabase';

// A second, small entry script, loaded `async` beside the app's (vite.config.ts adds it to the
// page): it starts the read a property page or a listing page would start from its route loader,
// with the same query options, as soon as its few modules have arrived rather than after all of
// the app's have, and the loader takes the read over (loadQuery). Only for a visitor online
// without a stored session: a signed-in user's reads need the auth client, which loads later.

function firstReadOf(pathname: string, search: string) {
  const property = /^\/property\/([^/]+)\/?$/.exec(pathname);
  if (property) return propertyQueryOptions(decodeURIComponent(property[1]));
  const path = pathname.replace(/(.)\/$/, '$1');
  if (!isListingsPath(path)) return null;
  // The router turns digits into numbers and 'true' into true; the parser reads both alike.
  const params = parseSearchParams(Object.fromEntries(new URLSearchParams(search)));
  return searchListingsQueryOptions(listingsPageFilters(path, params), 1);
}

if (navigator.onLine && !mayHaveSession()) {
  const options = firstReadOf(window.location.pathname, window.location.search);
  const read = options?.queryFn;
  // These factories' reads use nothing of the query's context (signal, meta), so none is passed.
  if (options && typeof read === 'function') startEarlyRead(options.queryKey, () => read({} as never));
}
