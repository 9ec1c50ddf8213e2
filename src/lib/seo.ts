import { LOCALES, localizedHref, localizedPath, type Locale } from '@/i18n/locales';
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
  /** The page's language: its canonical address is its own language's, beside its alternates. */
  locale: Locale;
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_AE', ar: 'ar_AE' };

/**
 * The page in every language, for search engines: each language's address with its hreflang,
 * and x-default on English (the site's addresses as they have always been).
 */
function alternateLinks(path: string) {
  return [
    ...LOCALES.map((locale) => ({ rel: 'alternate', hrefLang: locale, href: absoluteUrl(localizedPath(path, locale)) })),
    { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(path) },
  ];
}

// JSON-LD types (schema.org CreativeWorks) that name the language they are written in.
const WRITTEN_TYPES = new Set(['WebSite', 'WebPage', 'Article', 'FAQPage', 'RealEstateListing', 'CollectionPage']);
// Keys whose value is a link to one of the site's pages; on an Arabic page they link the Arabic page.
const PAGE_LINK_KEYS = new Set(['url', 'item', 'mainEntityOfPage', 'urlTemplate']);

/** A page's JSON-LD in its language: `inLanguage` on what is written, and the site's links in that language. */
export function localizeJsonLd<T>(data: T, locale: Locale): T {
  const site = absoluteUrl('/');
  const visit = (value: unknown, key: string | null, top: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item, null, false));
    if (value && typeof value === 'object') {
      const entries = Object.entries(value).map(([k, v]) => [k, visit(v, k, false)] as const);
      const type = (value as { '@type'?: unknown })['@type'];
      const written = top && typeof type === 'string' && WRITTEN_TYPES.has(type);
      return Object.fromEntries(written ? [...entries, ['inLanguage', locale]] : entries);
    }
    // A file (an ImageObject's url, say: /icon-512.png) is the same in every language.
    if (typeof value === 'string' && key && PAGE_LINK_KEYS.has(key) && value.startsWith(site) && !/\.\w+$/.test(new URL(value).pathname)) {
      return site.slice(0, -1) + localizedHref(value.slice(site.length - 1), locale);
    }
    return value;
  };
  return visit(data, null, true) as T;
}

export function fullTitle(title: string) {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** The `head` object of a TanStack Router route. */
export function pageHead(page: PageMeta) {
  const url = absoluteUrl(localizedPath(page.path, page.locale));
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
      { property: 'og:locale', content: OG_LOCALES[page.locale] },
      ...LOCALES.filter((locale) => locale !== page.locale).map((locale) => ({ property: 'og:locale:alternate', content: OG_LOCALES[locale] })),
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: page.description },
      { name: 'twitter:image', content: image },
      ...(shared.alt ? [{ name: 'twitter:image:alt', content: shared.alt }] : []),
      { name: 'geo.region', content: SITE_GEO.region },
      { name: 'geo.placename', content: SITE_GEO.placename },
      { name: 'geo.position', content: `${SITE_GEO.latitude};${SITE_GEO.longitude}` },
      { name: 'ICBM', content: `${SITE_GEO.latitude}, ${SITE_GEO.longitude}` },
    ],
    links: [{ rel: 'canonical', href: url }, ...alternateLinks(page.path)],
    scripts: (page.jsonLd ?? []).map((data) => ({ type: 'application/ld+json', children: serializeJsonLd(localizeJsonLd(data, page.locale)) })),
  };
}

/** A page's head tags, as pageHead writes them. */
export type PageHead = ReturnType<typeof pageHead>;

/**
 * The `head` of a route whose loader works its head out with the page's data ({ head } in the
 * loader's answer): the code that writes it (structured data, crumbs, prices in words) then loads
 * with the page's own chunk, not in the route tree every page carries. No tags until it is loaded.
 */
export function loadedHead({ loaderData }: { loaderData?: { head: PageHead } }): PageHead {
  return loaderData?.head ?? { meta: [], links: [], scripts: [] };
}
