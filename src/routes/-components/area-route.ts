import type { RouterContext } from '@/app/router';
import { loadContentPage } from '@/features/content/content-head';
import { areaCountsQueryOptions } from '@/features/listings/api/area-counts';

/**
 * The loader of an area page (/yas-island from content/<lang>/areas/yas-island.md, ...): the
 * page's text and head, and the live counts started without holding the page back (they show
 * their own loading state). Each area route names it as its `loader:` (not spread from options)
 * so the router's code splitting moves it into the page's chunk.
 */
export async function loadAreaPage(slug: string, context: RouterContext) {
  const page = await loadContentPage(`areas/${slug}`, 'location', context.i18n);
  void context.queryClient.prefetchQuery(areaCountsQueryOptions(page.doc.meta.name));
  return page;
}
