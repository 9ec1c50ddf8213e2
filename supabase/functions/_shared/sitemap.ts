// XML sitemaps for crawlers (/sitemap.xml lists every static route and every
// listing; /news-sitemap.xml the dated news and article pages). Pure string building, no Deno
// or Node APIs, so the edge functions, the emulator and unit tests share it.

/** Every static path of the app's routes; private and form pages excluded. */
export const STATIC_ROUTES: readonly string[] = [
  '/',
  '/buy',
  '/rent',
  '/commercial-property',
  '/commercial-for-sale',
  '/commercial-to-rent',
  '/overseas-homes',
  '/sold-prices',
  '/find-agent',
  '/about',
  '/contact-us',
  '/property-guides',
  '/property-news',
  '/buyer-guides',
  '/seller-guides',
  '/renter-guides',
  '/stamp-duty-calculator',
  '/house-price-index',
  '/articles',
  '/tech-blog',
  '/press-centre',
  '/investor-relations',
  '/careers',
  '/search-results',
  '/abu-dhabi-marina',
  '/downtown-abu-dhabi',
  '/saadiyat-island',
  '/yas-island',
  '/faqs',
  '/terms-conditions',
  '/privacy-policy',
  '/articles/buyers-guide',
  '/articles/investment-strategies',
  '/articles/neighborhood-analysis',
];

export interface NewsItem {
  path: string;
  title: string;
  /** ISO date (YYYY-MM-DD) or date-time. */
  publishedAt: string;
}

/** The news and article pages with their publication dates (as in content/en/news and content/en/articles). */
export const NEWS_ROUTES: readonly NewsItem[] = [
  { path: '/property-news', title: 'Abu Dhabi property news and market updates', publishedAt: '2025-07-08' },
  { path: '/articles', title: 'Abu Dhabi property articles: buying, investing and areas', publishedAt: '2025-07-01' },
  { path: '/articles/buyers-guide', title: 'Buying property in Abu Dhabi: a step-by-step guide', publishedAt: '2025-05-12' },
  { path: '/articles/investment-strategies', title: 'Property investment strategies for Abu Dhabi', publishedAt: '2025-06-03' },
  { path: '/articles/neighborhood-analysis', title: 'Abu Dhabi neighbourhood analysis: where to live and invest', publishedAt: '2025-07-01' },
];

export interface SitemapListing {
  id: string | number;
  updated_at?: string | null;
}

const PUBLICATION_NAME = 'Manzil';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for XML element content or attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** The site's absolute URL for path (siteUrl may or may not end with a slash). */
export function siteLink(siteUrl: string, path: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A W3C date (YYYY-MM-DD) for <lastmod>, or null when the value is not a date. */
function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return new Date(time).toISOString().slice(0, 10);
}

function urlEntry(loc: string, lastmod: string | null, changefreq: string, priority: string): string {
  return [
    '  <url>',
    `    <loc>${escapeXml(loc)}</loc>`,
    ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
    `    <changefreq>${changefreq}</changefreq>`,
    `    <priority>${priority}</priority>`,
    '  </url>',
  ].join('\n');
}

/** The sitemap: every static route, then every listing at /property/{id}. */
export function sitemapXml(siteUrl: string, listings: readonly SitemapListing[]): string {
  const statics = STATIC_ROUTES.map((path) => urlEntry(siteLink(siteUrl, path), null, path === '/' ? 'daily' : 'weekly', path === '/' ? '1.0' : '0.6'));
  const properties = listings.map((listing) =>
    urlEntry(siteLink(siteUrl, `/property/${encodeURIComponent(String(listing.id))}`), w3cDate(listing.updated_at), 'weekly', '0.8'),
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${SITEMAP_NS}">`, ...statics, ...properties, '</urlset>', ''].join('\n');
}

/** The news sitemap (Google News format) for the given items. */
export function newsSitemapXml(siteUrl: string, items: readonly NewsItem[] = NEWS_ROUTES): string {
  const entries = items.map((item) =>
    [
      '  <url>',
      `    <loc>${escapeXml(siteLink(siteUrl, item.path))}</loc>`,
      '    <news:news>',
      '      <news:publication>',
      `        <news:name>${escapeXml(PUBLICATION_NAME)}</news:name>`,
      '        <news:language>en</news:language>',
      '      </news:publication>',
      `      <news:publication_date>${escapeXml(item.publishedAt)}</news:publication_date>`,
      `      <news:title>${escapeXml(item.title)}</news:title>`,
      '    </news:news>',
      '  </url>',
    ].join('\n'),
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}">`, ...entries, '</urlset>', ''].join(
    '\n',
  );
}
