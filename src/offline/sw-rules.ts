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

/**
 * A map tile of the configured tile server (a Leaflet URL template such as
 * 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', or one on the app's origin): a regular
 * expression matching its tile addresses, so the worker keeps tiles and nothing else from there.
 */
export function mapTilePattern(template: string, origin: string): RegExp {
  const absolute = new URL(template.replace(/[{}]/g, (c) => (c === '{' ? '%7B' : '%7D')), origin).href.replace(/%7B/g, '{').replace(/%7D/g, '}');
  const placeholders: Record<string, string> = { z: '\\d+', x: '\\d+', y: '\\d+', s: '[a-z0-9-]+', r: '(?:@2x)?' };
  const source = absolute
    .split(/(\{[a-z]+\})/)
    .map((part) => {
      const name = /^\{([a-z]+)\}$/.exec(part)?.[1];
      if (name) return placeholders[name] ?? '[^/?#]+';
      return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** A GET of a map tile (see mapTilePattern). */
export function isMapTile(request: Request, pattern: RegExp): boolean {
  return request.method === 'GET' && pattern.test(request.url);
}
