import type { RouterContext } from '@/app/router';
import type { LocationSlug } from '@/features/content/location-data';
import { areaCountsQueryOptions } from '@/features/listings/api/area-counts';

// The area's content (name, figures, text) is imported when its page opens, so no other page
// carries it: route loaders and heads are not code-split, components are (area-page.tsx).
const loadLocationData = () => import('@/features/content/location-data');

/** The loader and head of an area page (/yas-island, /saadiyat-island, ...). */
export function areaRouteOptions(slug: LocationSlug) {
  return {
    // Starts the live counts without holding the page back: they show their own loading state.
    loader: ({ context }: { context: RouterContext }) =>
      void loadLocationData().then((data) => context.queryClient.prefetchQuery(areaCountsQueryOptions(data.LOCATIONS[slug].name))),
    head: () => loadLocationData().then((data) => data.locationHead(slug)),
  };
}
