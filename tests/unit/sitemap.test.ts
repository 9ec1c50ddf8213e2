import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  NEWS_ROUTES,
  newsSitemapXml,
  siteLink,
  sitemapXml,
  STATIC_ROUTES,
} from '../../supabase/functions/_shared/sitemap.ts';

/**
 * A minimal XML well-formedness check: one prolog, one root element, balanced and properly
 * nested tags, quoted attributes, and no raw `<` or bare `&` in text or attribute values.
 * Returns the problems found (empty when well-formed) and the elements' text by name.
 */
function checkXml(xml: string): { errors: string[]; texts: Map<string, string[]>; root: string | null; rootAttrs: Record<string, string> } {
  const errors: string[] = [];
  const texts = new Map<string, string[]>();
  const stack: string[] = [];
  let root: string | null = null;
  let rootAttrs: Record<string, string> = {};
  let rest = xml;
  const prolog = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(rest);
  if (!prolog) errors.push('missing XML declaration');
  else rest = rest.slice(prolog[0].length);
  const checkText = (text: string, where: string) => {
    if (text.includes('<') || text.includes('>')) errors.push(`raw < or > in ${where}: ${text}`);
    const amp = text.match(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/g);
    if (amp) errors.push(`bare & in ${where}: ${text}`);
  };
  const NAME = '[A-Za-z_][\\w.:-]*';
  const tag = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"]*")*)\\s*(/?)>`);
  while (rest.length > 0) {
    const lt = rest.indexOf('<');
    const text = lt === -1 ? rest : rest.slice(0, lt);
    if (text.trim() !== '') {
      if (stack.length === 0) errors.push(`text outside the root: ${text.trim()}`);
      else {
        checkText(text, `<${stack.at(-1)}>`);
        const name = stack.at(-1) ?? '';
        texts.set(name, [...(texts.get(name) ?? []), text]);
      }
    } else if (text.includes('>')) errors.push('stray >');
    if (lt === -1) break;
    rest = rest.slice(lt);
    const match = tag.exec(rest);
    if (!match) {
      errors.push(`malformed tag near: ${rest.slice(0, 40)}`);
      break;
    }
    const [whole, closing, name = '', attrs = '', selfClosing] = match;
    const attrValues: Record<string, string> = {};
    for (const attr of attrs.matchAll(new RegExp(`(${NAME})\\s*=\\s*"([^"]*)"`, 'g'))) {
      checkText(attr[2] ?? '', `attribute ${attr[1]}`);
      attrValues[attr[1] ?? ''] = attr[2] ?? '';
    }
    if (closing) {
      if (stack.pop() !== name) errors.push(`unbalanced </${name}>`);
    } else {
      if (stack.length === 0) {
        if (root !== null) errors.push(`second root element <${name}>`);
        root = name;
        rootAttrs = attrValues;
      }
      if (!selfClosing) stack.push(name);
    }
    rest = rest.slice(whole.length);
  }
  if (stack.length > 0) errors.push(`unclosed: ${stack.join(', ')}`);
  if (root === null) errors.push('no root element');
  return { errors, texts, root, rootAttrs };
}

/** Reverses escapeXml, as an XML parser reads element text. */
const unescape = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

const SITE = 'https://manzil.example';

describe('the well-formedness checker', () => {
  it('catches broken XML', () => {
    expect(checkXml('<?xml version="1.0" encoding="UTF-8"?>\n<a><b>x</a></b>').errors).not.toEqual([]);
    expect(checkXml('<?xml version="1.0" encoding="UTF-8"?>\n<a>x & y</a>').errors).not.toEqual([]);
    expect(checkXml('<?xml version="1.0" encoding="UTF-8"?>\n<a>x < y</a>').errors).not.toEqual([]);
    expect(checkXml('<?xml version="1.0" encoding="UTF-8"?>\n<a/><b/>').errors).not.toEqual([]);
    expect(checkXml('<?xml version="1.0" encoding="UTF-8"?>\n<a k="v">x &amp; y<b/></a>').errors).toEqual([]);
  });
});

describe('escapeXml and siteLink', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &apos; f');
  });
  it('joins the site URL and path with one slash', () => {
    expect(siteLink('https://x.ae/', '/buy')).toBe('https://x.ae/buy');
    expect(siteLink('https://x.ae', '/')).toBe('https://x.ae/');
  });
});

describe('sitemapXml', () => {
  const listings = [
    { id: '11111111-1111-4111-8111-111111111111', updated_at: '2025-07-10T08:30:00+00:00' },
    { id: 42, updated_at: null },
    { id: `a&b<c>"d'`, updated_at: 'not a date' },
  ];
  const xml = sitemapXml(SITE, listings);
  const parsed = checkXml(xml);
  const locs = (parsed.texts.get('loc') ?? []).map(unescape);

  it('is well-formed with the sitemap 0.9 and XHTML namespaces', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.root).toBe('urlset');
    expect(parsed.rootAttrs.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(parsed.rootAttrs['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  });

  it('lists every page in English and in Arabic, each naming both and x-default (English)', () => {
    const entries = xml.split('<url>').slice(1);
    expect(entries).toHaveLength(2 * (STATIC_ROUTES.length + listings.length));
    const buy = entries.filter((entry) => entry.includes(`<loc>${SITE}/buy</loc>`) || entry.includes(`<loc>${SITE}/ar/buy</loc>`));
    expect(buy).toHaveLength(2);
    for (const entry of buy) {
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`);
      expect(links).toEqual([`en ${SITE}/buy`, `ar ${SITE}/ar/buy`, `x-default ${SITE}/buy`]);
    }
    expect(locs).toContain(`${SITE}/ar`);
    expect(locs).toContain(`${SITE}/ar/property/42`);
  });

  it('lists every static route and no private page', () => {
    for (const path of STATIC_ROUTES) expect(locs).toContain(`${SITE}${path}`);
    expect(STATIC_ROUTES).toHaveLength(34);
    expect(new Set(STATIC_ROUTES).size).toBe(STATIC_ROUTES.length);
    for (const hidden of ['/dashboard', '/new-property', '/properties/new']) expect(locs).not.toContain(`${SITE}${hidden}`);
    expect(locs.some((loc) => loc.includes('/properties/'))).toBe(false);
  });

  it('lists every listing at /property/{id}, escaped, with lastmod when known', () => {
    expect(locs).toContain(`${SITE}/property/11111111-1111-4111-8111-111111111111`);
    expect(locs).toContain(`${SITE}/property/42`);
    expect(locs.filter((loc) => loc.startsWith(`${SITE}/property/`))).toHaveLength(3);
    expect(xml).not.toContain(`a&b<c>"d'`);
    // The listing's English and Arabic entries.
    expect(parsed.texts.get('lastmod')).toEqual(['2025-07-10', '2025-07-10']);
    expect(locs).toHaveLength(2 * (STATIC_ROUTES.length + listings.length));
  });

  it('escapes an ampersand in the site URL', () => {
    const odd = sitemapXml('https://x.ae/?a=1&b=2', []);
    expect(checkXml(odd).errors).toEqual([]);
    expect(odd).toContain('&amp;b=2');
  });
});

describe('newsSitemapXml', () => {
  const xml = newsSitemapXml(SITE, NEWS_ROUTES);
  const parsed = checkXml(xml);

  it('is well-formed with the sitemap and news namespaces', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.root).toBe('urlset');
    expect(parsed.rootAttrs.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(parsed.rootAttrs['xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
  });

  it('lists the news and article pages with dates and titles, in English and in Arabic', () => {
    const locs = (parsed.texts.get('loc') ?? []).map(unescape);
    expect(locs).toEqual([...NEWS_ROUTES.map((item) => `${SITE}${item.path}`), ...NEWS_ROUTES.map((item) => `${SITE}/ar${item.path}`)]);
    expect(parsed.texts.get('news:language')).toEqual([...NEWS_ROUTES.map(() => 'en'), ...NEWS_ROUTES.map(() => 'ar')]);
    for (const path of ['/property-news', '/articles', '/articles/buyers-guide', '/articles/investment-strategies', '/articles/neighborhood-analysis']) {
      expect(locs).toContain(`${SITE}${path}`);
    }
    expect(parsed.texts.get('news:publication_date')).toEqual([...NEWS_ROUTES, ...NEWS_ROUTES].map((item) => item.publishedAt));
    for (const date of parsed.texts.get('news:publication_date') ?? []) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect((parsed.texts.get('news:title') ?? []).map(unescape)).toEqual([...NEWS_ROUTES.map((item) => item.title.en), ...NEWS_ROUTES.map((item) => item.title.ar)]);
  });

  it('escapes titles', () => {
    const title = `Tom & Jerry's <b>"deal"</b>`;
    const hostile = newsSitemapXml(SITE, [{ path: '/x?a=1&b=2', title: { en: title, ar: title }, publishedAt: '2025-01-01' }]);
    const check = checkXml(hostile);
    expect(check.errors).toEqual([]);
    expect(check.texts.get('news:title')?.map(unescape)).toEqual([title, title]);
  });
});
