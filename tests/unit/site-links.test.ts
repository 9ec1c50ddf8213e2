import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentLinks, isAppRoute } from '../../scripts/content/parse-content.ts';
import { appPages } from '@/server/route-list';
import { AREA_GUIDES } from '@/components/related-links';
import { FOOTER_AREAS } from '@/components/site-footer';
import { NAV } from '@/components/site-header';
import { parseSearchQuery } from '@/features/listings/search-params';
import { ABU_DHABI_AREAS, DUBAI_AREAS } from '@/lib/areas';
import { MANZIL_WHATSAPP_NUMBER, MANZIL_WHATSAPP_URL } from '@/lib/manzil-contact';
import { whatsappNumber } from '@/lib/phone';
import { en } from './i18n';
import { contentPaths, loadContent } from '@/features/content/content-files';
import type { Template } from '@/features/content/content-schema';

const ROUTES = appPages().map((page) => page.path);

// The site's own links in the header and footer: where they lead and what they name.

describe('header', () => {
  it("'House Prices' opens the house price index, a page that exists", () => {
    const housePrices = NAV.find((item) => en._(item.label) === 'House Prices');
    expect(housePrices?.to).toBe('/house-price-index');
    expect(existsSync(new URL('../../src/routes/house-price-index.tsx', import.meta.url))).toBe(true);
  });

  it('every item leads to a route of the app', () => {
    for (const item of NAV) expect(isAppRoute(item.to, ROUTES), item.to).toBe(true);
  });
});

describe('content pages', () => {
  // The template each folder of content/<lang>/ uses; loadContent refuses any other.
  const templateOf = (path: string): Template => {
    const folder = path.split('/')[0] ?? '';
    const templates: Record<string, Template> = { guides: 'guide', pages: 'data-page', legal: 'legal', areas: 'location', company: 'company', news: 'news' };
    if (folder === 'articles') return path === 'articles/index' ? 'article-list' : 'article';
    return templates[folder] ?? 'faqs';
  };

  it('every link in every page, in its frontmatter or its text, leads to a route of the app', async () => {
    for (const path of await contentPaths()) {
      const doc = await loadContent(path, templateOf(path));
      for (const href of documentLinks(doc)) {
        if (/^(mailto|tel):/.test(href)) continue;
        expect(isAppRoute(href, ROUTES), `${path}: ${href}`).toBe(true);
      }
    }
  });

  it("each area guide linked under 'Explore Abu Dhabi areas' is an area page with its own file", async () => {
    for (const guide of AREA_GUIDES) {
      const doc = await loadContent(`areas${guide.to}`, 'location');
      expect(doc.meta.route).toBe(guide.to);
      expect(doc.meta.name).toBe(en._(guide.label));
    }
  });
});

describe('footer', () => {
  it('Popular areas lead with Abu Dhabi areas; every link is a location search the results page keeps', () => {
    const emirate = (location: string) =>
      (ABU_DHABI_AREAS as readonly string[]).includes(location) ? 'Abu Dhabi' : (DUBAI_AREAS as readonly string[]).includes(location) ? 'Dubai' : null;
    const emirates = FOOTER_AREAS.map((area) => emirate(area.location));
    expect(emirates.slice(0, 6)).toEqual(Array(6).fill('Abu Dhabi'));
    expect(emirates.filter((e) => e === 'Abu Dhabi').length).toBeGreaterThan(emirates.length / 2);
    expect(emirates).not.toContain(null);
    for (const area of FOOTER_AREAS) {
      expect(parseSearchQuery(new URLSearchParams({ location: area.location }).toString())).toEqual({ location: area.location });
    }
  });

  it('WhatsApp is a UAE mobile, and the link is made from that one number', () => {
    const digits = whatsappNumber(MANZIL_WHATSAPP_NUMBER);
    expect(digits).toMatch(/^9715\d{8}$/);
    expect(MANZIL_WHATSAPP_URL).toBe(`https://wa.me/${digits}`);
  });
});
