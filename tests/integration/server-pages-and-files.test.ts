import { describe, expect, it } from 'vitest';
import { createHandler, RETRY_AFTER_S } from '@/server/handler';
import { SERVER_STATE_ID } from '@/app/server-state';
import { APP_SHELL, get, meta, PROPERTY, seededSupabase, serverRenderedPaths, text } from './server-pages-fixture';

// The app's server (src/server/handler.ts) as a crawler, a link preview or a browser without
// JavaScript meets it: each page's HTML carries its content, metadata, JSON-LD and the status
// a search engine needs, read from the emulator with the anon key as a visitor would. The same
// pages in Arabic: server-pages-arabic.test.ts.

const supabase = seededSupabase();

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
    const owner = await supabase.emulator.signedInUser();
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
    supabase.takeDown();
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
    supabase.reads.length = 0;
    const response = await get('/search-results?include_under_offer=true&page=50');
    expect(response.status).toBe(200);
    expect(supabase.reads.filter((path) => path === '/rest/v1/properties').length).toBeLessThanOrEqual(2);
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

