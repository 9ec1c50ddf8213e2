// XML sitemaps for crawlers (/sitemap.xml lists every static route and every
// listing; /news-sitemap.xml the dated news and article pages), each page in English and in
// Arabic. Pure string building, no Deno or Node APIs, so the edge functions, the emulator and
// unit tests share it.

/** The site's languages. English pages are at their paths, Arabic ones at the same paths under /ar. */
export const SITE_LANGUAGES = ['en', 'ar'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** A page's path in a language (the app's own rule, restated here: an edge function cannot import the app). */
export function pathIn(path: string, language: SiteLanguage): string {
  if (language === 'en') return path;
  return path === '/' ? '/ar' : `/ar${path}`;
}

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
  /** The page's title in each language. */
  title: Record<SiteLanguage, string>;
  /** ISO date (YYYY-MM-DD) or date-time. */
  publishedAt: string;
}

/** The news and article pages with their publication dates (as in content/en/news and content/en/articles). */
export const NEWS_ROUTES: readonly NewsItem[] = [
  {
    path: '/property-news',
    title: { en: 'Abu Dhabi property news and market updates', ar: 'أخبار عقارات أبوظبي ومستجدات السوق' },
    publishedAt: '2025-07-08',
  },
  {
    path: '/articles',
    title: { en: 'Abu Dhabi property articles: buying, investing and areas', ar: 'مقالات عقارات أبوظبي: الشراء والاستثمار والمناطق' },
    publishedAt: '2025-07-01',
  },
  {
    path: '/articles/buyers-guide',
    title: { en: 'Buying property in Abu Dhabi: a step-by-step guide', ar: 'شراء العقارات في أبوظبي: دليل المشتري خطوة بخطوة 2025' },
    publishedAt: '2025-05-12',
  },
  {
    path: '/articles/investment-strategies',
    title: { en: 'Property investment strategies for Abu Dhabi', ar: 'استراتيجيات الاستثمار العقاري في أبوظبي: العوائد والشراء على الخارطة والتأشيرات' },
    publishedAt: '2025-06-03',
  },
  {
    path: '/articles/neighborhood-analysis',
    title: { en: 'Abu Dhabi neighbourhood analysis: where to live and invest', ar: 'تحليل أحياء أبوظبي 2025: الريم والسعديات وياس وغيرها' },
    publishedAt: '2025-07-01',
  },
];

export interface SitemapListing {
  id: string | number;
  updated_at?: string | null;
}

const PUBLICATION_NAME = 'Manzil';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

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

/** The page's address in every language, as hreflang links (x-default: English). */
function alternateLinks(siteUrl: string, path: string): string[] {
  const link = (hreflang: string, href: string) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
  return [...SITE_LANGUAGES.map((language) => link(language, siteLink(siteUrl, pathIn(path, language)))), link('x-default', siteLink(siteUrl, path))];
}

/** One <url> per language for the page at path, each naming the others. */
function urlEntries(siteUrl: string, path: string, lastmod: string | null, changefreq: string, priority: string): string[] {
  const alternates = alternateLinks(siteUrl, path);
  return SITE_LANGUAGES.map((language) =>
    [
      '  <url>',
      `    <loc>${escapeXml(siteLink(siteUrl, pathIn(path, language)))}</loc>`,
      ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
      `    <changefreq>${changefreq}</changefreq>`,
      `    <priority>${priority}</priority>`,
      ...alternates,
      '  </url>',
    ].join('\n'),
  );
}

/** The sitemap: every static route, then every listing at /property/{id}, each in English and Arabic. */
export function sitemapXml(siteUrl: string, listings: readonly SitemapListing[]): string {
  const statics = STATIC_ROUTES.flatMap((path) => urlEntries(siteUrl, path, null, path === '/' ? 'daily' : 'weekly', path === '/' ? '1.0' : '0.6'));
  const properties = listings.flatMap((listing) =>
    urlEntries(siteUrl, `/property/${encodeURIComponent(String(listing.id))}`, w3cDate(listing.updated_at), 'weekly', '0.8'),
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`, ...statics, ...properties, '</urlset>', ''].join(
    '\n',
  );
}

/** The news sitemap (Google News format) for the given items, each in English and Arabic. */
export function newsSitemapXml(siteUrl: string, items: readonly NewsItem[] = NEWS_ROUTES): string {
  const entries = SITE_LANGUAGES.flatMap((language) =>
    items.map((item) =>
      [
        '  <url>',
        `    <loc>${escapeXml(siteLink(siteUrl, pathIn(item.path, language)))}</loc>`,
        '    <news:news>',
        '      <news:publication>',
        `        <news:name>${escapeXml(PUBLICATION_NAME)}</news:name>`,
        `        <news:language>${language}</news:language>`,
        '      </news:publication>',
        `      <news:publication_date>${escapeXml(item.publishedAt)}</news:publication_date>`,
        `      <news:title>${escapeXml(item.title[language])}</news:title>`,
        '    </news:news>',
        '  </url>',
      ].join('\n'),
    ),
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${SITEMAP_NS}" xmlns:news="${NEWS_NS}">`, ...entries, '</urlset>', ''].join(
    '\n',
  );
}
