import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHandler, RETRY_AFTER_S } from '@/server/handler';
import { SERVER_STATE_ID } from '@/app/server-state';
import { API_URL, startTestEmulator, type TestEmulator } from './emulator';
import { appPages } from '@/server/route-list';
import { SITEMAP_FUNCTIONS } from '@/server/site-files';
import { localizedPath } from '@/i18n/locales';

// The app's server (src/server/handler.ts) as a crawler, a link preview or a browser without
// JavaScript meets it: each page's HTML carries its content, metadata, JSON-LD and the status
// a search engine needs, read from the emulator with the anon key as a visitor would.

const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" /><title>Manzil: property for sale and rent in Abu Dhabi</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div><noscript>Needs JavaScript</noscript></body></html>';
const APP_SHELL = SHELL.replace('<div id="root"></div>', '<div id="root" data-prerendered=""><header>Manzil</header><main>Loading</main></div>');
const ASSETS: Record<string, string> = { '/assets/index-1.js': 'console.log(1)', '/sw.js': 'self', '/icon-192.png': 'png' };
const PROPERTY = 'a0000000-0000-4000-8000-000000000001';

/** Every page the server renders (not the signed-in pages, nor the sitemaps it fetches), a listing's page as the sample listing's. */
const serverRenderedPaths = () =>
  appPages()
    .filter((page) => !page.staticData.browserOnly && !SITEMAP_FUNCTIONS[page.path])
    .map((page) => page.path.replace('$id', PROPERTY));

let emulator: TestEmulator;
const realFetch = globalThis.fetch;
/** When set, every request to Supabase fails as if it were down. */
let supabaseDown = false;
/** The REST reads the server made, by path. */
const reads: string[] = [];

const handler = createHandler({
  appShell: APP_SHELL,
  manifest: {},
  readAsset: async (path) => (path in ASSETS ? new TextEncoder().encode(ASSETS[path]) : null),
});
const get = (path: string, init?: RequestInit) => handler(new Request(`http://localhost:4173${path}`, init));

beforeAll(async () => {
  emulator = await startTestEmulator();
  // The app's Supabase client reads over HTTP; here its requests reach the in-process emulator.
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(API_URL)) return realFetch(request);
    if (supabaseDown) throw new TypeError('fetch failed');
    reads.push(new URL(request.url).pathname);
    return emulator.fetchFrom(request);
  };
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await emulator.stop();
});
afterEach(() => {
  supabaseDown = false;
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const meta = (html: string, attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
const cards = (html: string) => new Set(html.match(/href="\/property\/[0-9a-f-]{36}"/g) ?? []).size;

describe("a page's stylesheets", () => {
  it('are in its head, each also linked disabled; one the server cannot read stays a plain link', async () => {
    const styled = createHandler({
      appShell: APP_SHELL.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" crossorigin href="/assets/gone-1.css"></head>'),
      manifest: { 'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css', 'assets/gone-1.css'] } },
      readAsset: async (path) => (path === '/assets/index-1.css' ? new TextEncoder().encode('body{margin:0}') : null),
    });
    const html = await (await styled(new Request('http://localhost:4173/faqs'))).text();
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html.match(/href="\/assets\/gone-1\.css"/g)).toEqual(['href="/assets/gone-1.css"']);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/gone-1.css">');
  });
});

describe('a property page', () => {
  it('is the listing in HTML: title, h1, price, photo as og:image, JSON-LD, and the reads it was rendered with', async () => {
    const response = await get(`/property/${PROPERTY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    const title = '2-Bedroom Sea-View Apartment in Fairmont Marina Residences';
    expect(html).toContain(`<title>${title} | Manzil</title>`);
    expect(html).not.toContain('<title>Manzil: property for sale');
    expect(meta(html, 'property', 'og:title')).toBe(`${title} | Manzil`);
    expect(meta(html, 'property', 'og:image')).toMatch(/^http:\/\/localhost:4173\/samples\/.+/);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(text(html)).toContain('AED 2,150,000');
    // The agent's card and the permit are in the page too.
    expect(text(html)).toMatch(/Madhmoun/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as unknown);
    expect(JSON.stringify(jsonLd)).toContain('"RealEstateListing"');
    // The browser hydrates from these reads instead of reading again.
    const state = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
    const queries = (JSON.parse(state!) as { queries: { queryKey: unknown[] }[] }).queries;
    expect(queries.map((q) => q.queryKey)).toContainEqual(['listings', 'detail', PROPERTY]);
    expect(html).not.toContain('noscript');
  });

  it('is 404, not indexed, for an unknown or malformed id, and 410 once the listing was deleted', async () => {
    for (const path of ['/property/a0000000-0000-4000-8000-00000000ffff', '/property/not-a-uuid', '/property/%E0%A4%A']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex, follow"/>');
    }
    const owner = await emulator.signedInUser();
    const id = crypto.randomUUID();
    const insert = await owner.client.from('properties').insert({
      id,
      title: 'Short-lived villa',
      price: 1_000_000,
      location: 'Yas Island',
      address: 'Yas Acres',
      property_type: 'villa',
      listing_type: 'sale',
      bedrooms: 3,
      permit_number: '1234567890',
    });
    expect(insert.error).toBeNull();
    expect((await get(`/property/${id}`)).status).toBe(200);
    expect((await owner.client.from('properties').delete().eq('id', id)).error).toBeNull();
    const gone = await get(`/property/${id}`);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('is 503 with Retry-After and an honest page, never an empty one, when Supabase does not answer', async () => {
    supabaseDown = true;
    const response = await get(`/property/${PROPERTY}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_S));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text(await response.text())).toContain('Failed to load property details');
    const results = await get('/buy');
    expect(results.status).toBe(503);
    const html = await results.text();
    expect(text(html)).toContain('Failed to load properties');
    expect(text(html)).not.toMatch(/No properties found|0 properties found/);
  });
});

describe('listing pages', () => {
  it('/search-results has its count, its first page of cards and a title from its filters', async () => {
    const response = await get('/search-results?location=saadiyat&type=sale');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Properties for sale in Saadiyat | Manzil</title>');
    const count = Number(/(\d+) propert(?:y|ies) found/.exec(text(html))?.[1]);
    expect(count).toBeGreaterThan(0);
    expect(cards(html)).toBe(Math.min(count, 24));
  });

  it('/buy has its 24 listings, /rent its own, and home its latest', async () => {
    const buy = await (await get('/buy')).text();
    expect(cards(buy)).toBe(24);
    expect(text(buy)).toMatch(/\d+ properties found/);
    const rent = await (await get('/rent')).text();
    expect(cards(rent)).toBeGreaterThan(0);
    expect(text(rent)).toContain('/year');
    const home = await (await get('/')).text();
    expect(cards(home)).toBe(6);
  });

  it('reads at most two pages of a long list at the server, however many the address asks for', async () => {
    reads.length = 0;
    const response = await get('/search-results?include_under_offer=true&page=50');
    expect(response.status).toBe(200);
    expect(reads.filter((path) => path === '/rest/v1/properties').length).toBeLessThanOrEqual(2);
  });

  it('links to the next page of results with a plain link', async () => {
    const html = await (await get('/buy')).text();
    expect(html).toMatch(/<a [^>]*href="\/buy\?page=2"/);
  });
});

describe('other pages and files', () => {
  it('every header and footer link goes to a page that exists', async () => {
    const home = await (await get('/')).text();
    const chrome = [/<header\b[\s\S]*?<\/header>/.exec(home)?.[0] ?? '', /<footer\b[\s\S]*?<\/footer>/.exec(home)?.[0] ?? ''].join('');
    const hrefs = [...new Set([...chrome.matchAll(/href="(\/[^"#]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&')))];
    expect(hrefs.length).toBeGreaterThan(25);
    for (const href of hrefs) {
      const response = await get(href);
      expect(response.status, href).toBe(200);
      expect(await response.text(), href).not.toContain('<title>Page Not Found');
    }
  });

  it('renders every public route, and an unknown path, with one h1, a title of its own and a description', async () => {
    // What the browser once checked of every route (tests/e2e/routes.spec.ts now visits one page
    // of each template): the page's h1, title and description, which the server writes.
    const H1: Record<string, RegExp | string> = {
      '/search-results': 'Search Results',
      '/abu-dhabi-marina': /Abu Dhabi Marina/,
      '/downtown-abu-dhabi': /Downtown Abu Dhabi/,
      '/saadiyat-island': /Saadiyat Island/,
      '/yas-island': /Yas Island/,
      '/reset-password': 'Set a new password',
      '/unsubscribe?token=abc.def': 'Stop email alerts',
      '/no-such-page-here': 'Page Not Found',
    };
    const paths = serverRenderedPaths().map((path) => (path === '/unsubscribe' ? '/unsubscribe?token=abc.def' : path));
    expect(paths.length).toBeGreaterThan(35);
    // /tech-blog is /articles under another address; the titles of the rest are their own.
    const aliases = new Set(['/tech-blog']);
    const titles = new Map<string, string>();
    for (const path of [...paths, '/no-such-page-here']) {
      const response = await get(path);
      expect(response.status, path).toBe(path === '/no-such-page-here' ? 404 : 200);
      const html = await response.text();
      const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1] ?? '').trim());
      expect(headings, path).toHaveLength(1);
      if (H1[path] === undefined) expect(headings[0], path).toMatch(/./);
      else if (typeof H1[path] === 'string') expect(headings[0], path).toBe(H1[path]);
      else expect(headings[0], path).toMatch(H1[path]);
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title.length, path).toBeGreaterThan(5);
      expect(meta(html, 'name', 'description')?.length ?? 0, path).toBeGreaterThan(20);
      if (aliases.has(path)) continue;
      expect(titles.get(title), `${path} shares its title with ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
    }
  });

  it('answers an unknown path 404 with the not-found page, and content pages 200', async () => {
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<title>Page Not Found | Manzil</title>');
    const faqs = await get('/faqs');
    expect(faqs.status).toBe(200);
    expect(text(await faqs.text())).toContain('Can foreigners buy property in Abu Dhabi?');
  });

  it('answers signed-in pages with the app shell frame: nothing private at the server', async () => {
    for (const path of ['/dashboard', '/dashboard?tab=messages', '/properties/new']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(APP_SHELL);
    }
  });

  it('serves built files with long-lived caching where their names are hashed, and 404 for others', async () => {
    const asset = await get('/assets/index-1.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/icon-192.png')).headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/assets/../package.json')).status).toBe(404);
    expect((await get('/%E0%A4%A.js')).status).toBe(404);
    // Not the build's own records.
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });

  it('compresses text for clients that accept gzip, answers HEAD without a body, and refuses other methods', async () => {
    const zipped = await get('/faqs', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    // Shared caches keep the plain and the compressed copy apart, whichever they get first.
    expect((await get('/faqs')).headers.get('vary')).toBe('Accept-Encoding');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    const html = await new Response(zipped.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(html).toContain('<title>');
    const head = await get('/faqs', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await get('/faqs', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('serves robots.txt naming the sitemaps, and the listing sitemap with every live listing and its lastmod', async () => {
    expect(await (await get('/robots.txt')).text()).toContain('Sitemap: http://localhost:4173/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(`/property/${PROPERTY}</loc>`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
  });
});

describe('a page in Arabic', () => {
  it('every route has its Arabic page: right to left from the server, with one h1, in Arabic', async () => {
    const routes = serverRenderedPaths();
    expect(routes.length).toBeGreaterThan(35);
    for (const route of routes) {
      const path = localizedPath(route, 'ar');
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<html[^>]* lang="ar" dir="rtl"/);
      const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1] ?? '').trim());
      expect(headings, path).toHaveLength(1);
      expect(headings[0], path).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('names the page in each language for search engines: its own canonical address, hreflang alternates and og:locale', async () => {
    const site = 'http://localhost:4173';
    const alternates = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/gi)].map((m) => `${m[1]} ${m[2]}`);
    for (const [path, canonical, locale] of [
      ['/ar/buy', '/ar/buy', 'ar_AE'],
      ['/buy', '/buy', 'en_AE'],
      [`/ar/property/${PROPERTY}`, `/ar/property/${PROPERTY}`, 'ar_AE'],
    ] as const) {
      const html = await (await get(path)).text();
      expect(html, path).toContain(`<link rel="canonical" href="${site}${canonical}"`);
      const english = canonical.replace(/^\/ar/, '');
      expect(alternates(html), path).toEqual([`en ${site}${english}`, `ar ${site}/ar${english}`, `x-default ${site}${english}`]);
      expect(meta(html, 'property', 'og:locale'), path).toBe(locale);
    }
    // The listing's JSON-LD says it is in Arabic and links the Arabic page.
    const listing = await (await get(`/ar/property/${PROPERTY}`)).text();
    const ld = [...listing.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '{}'));
    const page = ld.find((data) => data['@type'] === 'RealEstateListing');
    expect(page?.inLanguage).toBe('ar');
    expect(page?.url).toBe(`${site}/ar/property/${PROPERTY}`);
  });

  it('is the same page under /ar, right to left, with the interface in Arabic; the English page is as it was', async () => {
    const arabic = await get('/ar/faqs');
    expect(arabic.status).toBe(200);
    const html = await arabic.text();
    expect(html).toMatch(/<html[^>]* lang="ar" dir="rtl"/);
    expect(text(html)).toContain('تسجيل الدخول');
    expect(text(html)).toContain('الأسئلة الشائعة');
    // Its links stay in Arabic; the page's own content is the FAQs page, from content/ar/faqs.md.
    expect(html).toContain('href="/ar/buy"');
    expect(html).toMatch(/<h1[^>]*>الأسئلة الشائعة<\/h1>/);
    expect(html).toMatch(/<title>الأسئلة الشائعة عن عقارات أبوظبي[^<]*\| Manzil<\/title>/);
    expect(html).not.toContain('Frequently asked questions');

    // A search with a space in it (%20, which the router writes as +) is the same search.
    const search = await get('/ar/search-results?type=sale&location=Yas%20Island');
    expect(search.status).toBe(200);
    // Its heading, and so its title, is the page's language's (written at the server with the
    // request's I18n), the area named in Arabic.
    const searchHtml = await search.text();
    expect(searchHtml).toMatch(/<title>عقارات للبيع في جزيرة ياس \| Manzil<\/title>/);
    // Its cards: prices in dirhams with Western digits, the area in Arabic, never Eastern digits.
    expect(text(searchHtml)).toMatch(/\d{1,3}(,\d{3})+ درهم/);
    expect(text(searchHtml)).toContain('جزيرة ياس');
    expect(text(searchHtml)).not.toMatch(/[\u0660-\u0669]/);
    expect(text(searchHtml)).not.toContain('AED');

    // A listing's page: its price, rooms and size in Arabic words, its own title as its owner wrote it.
    const listing = text(await (await get(`/ar/property/${PROPERTY}`)).text());
    expect(listing).toContain('2,150,000 درهم');
    expect(listing).toContain('غرفتا نوم');
    expect(listing).toContain('2-Bedroom Sea-View Apartment in Fairmont Marina Residences');
    expect(listing).not.toContain('AED 2,150,000');
    const englishSearch = await get('/search-results?type=sale&location=Yas%20Island');
    expect(await englishSearch.text()).toMatch(/<title>Properties for sale in Yas Island \| Manzil<\/title>/);

    const english = await (await get('/faqs')).text();
    expect(english).toMatch(/<html[^>]* lang="en" dir="ltr"/);
    expect(english).toMatch(/<h1[^>]*>Frequently asked questions<\/h1>/);
    expect(text(english)).toContain('Sign in');
    expect(english).toContain('href="/buy"');
    // Only the language switcher leads to Arabic, to this same page.
    expect([...english.matchAll(/href="(\/ar(?:\/[^"]*)?)"/g)].map((m) => m[1])).toEqual(['/ar/faqs', '/ar/faqs']);
  });

  // Seeded: listing 1 has an Arabic title and description, listing 4 (the café unit) has none.
  const ARABIC_TITLE = 'شقة غرفتين مطلة على البحر في مساكن فيرمونت مارينا';
  const ENGLISH_ONLY = 'a0000000-0000-4000-8000-000000000004';
  const ldOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as { '@type': string; name?: string; description?: string });

  it("shows a listing's Arabic title and description on its Arabic page: heading, title, meta, JSON-LD", async () => {
    const html = await (await get(`/ar/property/${PROPERTY}`)).text();
    expect(html).toContain(`<title>${ARABIC_TITLE} | Manzil</title>`);
    expect(meta(html, 'property', 'og:title')).toBe(`${ARABIC_TITLE} | Manzil`);
    // In the page's language: no lang of its own.
    expect(html).toMatch(new RegExp(`<h1 [^>]*dir="auto"[^>]*>${ARABIC_TITLE}</h1>`));
    expect(html).not.toMatch(/<h1[^>]* lang="en"/);
    expect(html).toMatch(new RegExp(`<p (?=[^>]*aria-current="page")(?![^>]*lang=)[^>]*>${ARABIC_TITLE}<`));
    expect(meta(html, 'name', 'description')).toContain('شقة زاوية مشرقة');
    // Its area by its Arabic name.
    expect(meta(html, 'name', 'description')).toContain('مارينا أبوظبي');
    const listing = ldOf(html).find((ld) => ld['@type'] === 'RealEstateListing')!;
    expect(listing.name).toBe(ARABIC_TITLE);
    expect(listing.description).toContain('شقة زاوية مشرقة');
    expect(text(html)).toContain('يتمتع السكان بشاطئ خاص');
    // The English page is English only.
    const english = await (await get(`/property/${PROPERTY}`)).text();
    // (The listing's data, Arabic included, is in the page's state for the browser; none of it is shown.)
    const shown = english.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(shown).not.toContain(ARABIC_TITLE);
    expect(shown).not.toContain('شقة زاوية مشرقة');
    expect(ldOf(english).find((ld) => ld['@type'] === 'RealEstateListing')!.name).toBe('2-Bedroom Sea-View Apartment in Fairmont Marina Residences');
  });

  it('shows the English title and description, marked as English, where a listing has no Arabic', async () => {
    const html = await (await get(`/ar/property/${ENGLISH_ONLY}`)).text();
    expect(html).toMatch(/<h1 [^>]*lang="en"[^>]*>Waterfront Café Unit on the Marina Walk<\/h1>/);
    expect(html).toMatch(/<p [^>]*lang="en"[^>]*>Ground-floor retail unit/);
    // The breadcrumb's last crumb is the same English title.
    expect(html).toMatch(/<p (?=[^>]*aria-current="page")(?=[^>]*lang="en")[^>]*>Waterfront Café Unit on the Marina Walk</);
    expect(ldOf(html).find((ld) => ld['@type'] === 'RealEstateListing')!.name).toBe('Waterfront Café Unit on the Marina Walk');
  });

  it("names each card in the Arabic search by its Arabic title where it has one, else its English one marked as English", async () => {
    const html = await (await get('/ar/search-results?location=Abu%20Dhabi%20Marina')).text();
    expect(html).toMatch(new RegExp(`<h3 [^>]*dir="auto"[^>]*><a [^>]*href="/ar/property/${PROPERTY}"[^>]*>${ARABIC_TITLE}</a>`));
    expect(html).toMatch(new RegExp(`<h3 [^>]*lang="en"[^>]*><a [^>]*href="/ar/property/${ENGLISH_ONLY}"[^>]*>Waterfront Café Unit on the Marina Walk</a>`));
    // The item list's JSON-LD names them as the cards do.
    const list = JSON.stringify(ldOf(html).find((ld) => ld['@type'] === 'ItemList'));
    expect(list).toContain(ARABIC_TITLE);
    expect(list).toContain('Waterfront Café Unit on the Marina Walk');
  });
});
