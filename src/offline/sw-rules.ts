// Which requests the service worker (sw.ts) may cache. Plain functions of a Request, so they can
// be unit-tested outside a worker.

/** Paths the server answers itself, never with the single-page app's shell. */
export const NAVIGATION_DENYLIST = [/^\/sitemap/, /^\/news-sitemap/, /^\/robots\.txt/];

/** Listing photos (the public storage bucket, as stored or resized) and the bundled sample photos. */
export function isListingImage(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const { pathname } = new URL(request.url);
  return pathname.startsWith('/storage/v1/object/public/') || pathname.startsWith('/storage/v1/render/image/public/') || pathname.startsWith('/samples/');
}
