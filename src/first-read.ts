import { startEarlyRead } from '@/app/early-reads';
import { propertyQueryOptions, type PropertyDetail } from '@/features/listings/api/get-property';
import { searchListingsQueryOptions, type SearchPage } from '@/features/listings/api/search-listings';
import { parseSearchParams } from '@/features/listings/filters';
import { cardPhoto, galleryFirstPhoto } from '@/features/listings/listing-photos';
import { isListingsPath, listingsPageFilters } from '@/features/listings/listings-pages';
import { mayHaveSession } from '@/lib/supabase';
import type { ResponsiveImage } from '@/lib/responsive-image';

// A second, small entry script, loaded `async` beside the app's (vite.config.ts adds it to the
// page): it starts the read a property page or a listing page would start from its route loader,
// with the same query options, as soon as its few modules have arrived rather than after all of
// the app's, and the loader takes the read over (loadQuery). When the read answers, the photo
// the page will show first (the gallery's, or the first card's) is preloaded, so it is there when
// the page renders. Only for a visitor online without a stored session: a signed-in user's reads
// need the auth client, which loads later.

interface FirstRead {
  options: { queryKey: readonly unknown[]; queryFn?: unknown };
  photo(data: unknown): ResponsiveImage | undefined;
}

function firstReadOf(pathname: string, search: string): FirstRead | null {
  const property = /^\/property\/([^/%]+)\/?$/.exec(pathname);
  if (property) {
    return {
      options: propertyQueryOptions(property[1]),
      photo: (data) => {
        const detail = data as PropertyDetail | null;
        return detail ? galleryFirstPhoto(detail.property_images) : undefined;
      },
    };
  }
  const path = pathname.replace(/(.)\/$/, '$1');
  if (!isListingsPath(path)) return null;
  // The router turns digits into numbers and 'true' into true; the parser reads both alike.
  const params = parseSearchParams(Object.fromEntries(new URLSearchParams(search)));
  return {
    options: searchListingsQueryOptions(listingsPageFilters(path, params), 1),
    photo: (data) => {
      const first = (data as SearchPage).items[0];
      return first ? cardPhoto(first.property_images) : undefined;
    },
  };
}

function preload({ src, srcSet, sizes }: ResponsiveImage) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.fetchPriority = 'high';
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = sizes ?? '';
  }
  document.head.append(link);
}

if (navigator.onLine && !mayHaveSession()) {
  const first = firstReadOf(window.location.pathname, window.location.search);
  const read = first?.options.queryFn;
  if (first && typeof read === 'function') {
    // These factories' reads use nothing of the query's context (signal, meta), so none is passed.
    startEarlyRead(first.options.queryKey, () => read({})).then(
      (data) => {
        const photo = first.photo(data);
        if (photo) preload(photo);
      },
      () => undefined,
    );
  }
}
