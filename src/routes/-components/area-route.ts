import type { RouterContext } from '@/app/router';
import { contentLang, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import type { DocOf } from '@/features/content/content-schema';
import { areaCountsQueryOptions } from '@/features/listings/api/area-counts';

/** The loader and head of an area page (/yas-island from content/<lang>/areas/yas-island.md, ...). */
export function areaRouteOptions(slug: string) {
  return {
    // The page's text, and the live counts started without holding the page back: they show their own loading state.
    loader: async ({ context }: { context: RouterContext }) => {
      const doc = await loadContent(`areas/${slug}`, 'location', contentLang(context.i18n));
      void context.queryClient.prefetchQuery(areaCountsQueryOptions(doc.meta.name));
      return doc;
    },
    head: ({ loaderData, match }: { loaderData?: DocOf<'location'>; match: { context: RouterContext } }) => contentHead(loaderData, match.context.i18n),
  };
}
