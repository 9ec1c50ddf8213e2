import { describe, expect, it } from 'vitest';
import { localizedPath } from '@/i18n/locales';
import { get, meta, PROPERTY, seededSupabase, serverRenderedPaths, text } from './server-pages-fixture';

// The app's server's pages under /ar as a crawler, a link preview or a browser without JavaScript
// meets them: right to left, in Arabic, named in each language for search engines, and each
// listing in its Arabic words where it has them. The English pages and the built files:
// server-pages-and-files.test.ts.

seededSupabase();

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
