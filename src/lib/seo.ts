import { env } from './env';

// Page metadata for search engines and link previews: one builder every route's `head` uses,
// so each page gets a unique title and description, a canonical URL, Open Graph and Twitter
// tags, geo tags and its JSON-LD.

export const SITE_NAME = 'Manzil';
/** Abu Dhabi, for the geo tags. */
export const SITE_GEO = { latitude: 24.4539, longitude: 54.3773, region: 'AE-AZ', placename: 'Abu Dhabi' };
/** The 1200x630 share image in public/. */
export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

export function absoluteUrl(path: string): string {
  return new URL(path, env.siteUrl.endsWith('/') ? env.siteUrl : `${env.siteUrl}/`).toString();
}

/**
 * JSON for a <script type="application/ld+json">, escaped so no text (a listing title, say) can
 * close the script tag or open a comment: <, > and & become \u escapes, which JSON reads back.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface PageMeta {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The path of the canonical URL (no query string unless it defines the page). */
  path: string;
  type?: 'website' | 'article';
  /** The link preview's image (default the site's share image); width and height when known. */
  image?: { url: string; width?: number; height?: number; alt?: string };
  jsonLd?: object[];
  /** Pages that should not be indexed (404, dashboard, forms). */
  noindex?: boolean;
}

export function fullTitle(title: string) {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** The `head` object of a TanStack Router route. */
export function pageHead(page: PageMeta) {
  const url = absoluteUrl(page.path);
  const shared = page.image ?? { url: SHARE_IMAGE.path, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };
  const image = absoluteUrl(shared.url);
  const title = fullTitle(page.title);
  return {
    meta: [
      { title },
      { name: 'description', content: page.description },
      ...(page.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:type', content: page.type ?? 'website' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      ...(shared.width && shared.height
        ? [
            { property: 'og:image:width', content: String(shared.width) },
            { property: 'og:image:height', content: String(shared.height) },
          ]
        : []),
      ...(shared.alt ? [{ property: 'og:image:alt', content: shared.alt }] : []),
      { property: 'og:locale', content: 'en_AE' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: page.description },
      { name: 'twitter:image', content: image },
      { name: 'geo.region', content: SITE_GEO.region },
      { name: 'geo.placename', content: SITE_GEO.placename },
      { name: 'geo.position', content: `${SITE_GEO.latitude};${SITE_GEO.longitude}` },
      { name: 'ICBM', content: `${SITE_GEO.latitude}, ${SITE_GEO.longitude}` },
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: (page.jsonLd ?? []).map((data) => ({ type: 'application/ld+json', children: serializeJsonLd(data) })),
  };
}
