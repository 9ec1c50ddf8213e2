import { describe, expect, it } from 'vitest';
import { ARTICLE_LIST_CARDS, ARTICLE_SLUGS, ARTICLES, articleHead } from '@/features/content/article-data';
import { CONTACT, JOB_OPENINGS } from '@/features/content/company-data';
import { FAQS } from '@/features/content/faq-data';
import { LEGAL_DOCUMENTS, legalText } from '@/features/content/legal-data';
import { formatLocationStats, LOCATIONS, locationHead } from '@/features/content/location-data';
import { NEWS_ITEMS } from '@/features/content/news-data';
import { faqPageLd } from '@/lib/json-ld';

describe('FAQ data', () => {
  it('has exactly ten unique questions with answers', () => {
    expect(FAQS).toHaveLength(10);
    expect(new Set(FAQS.map((f) => f.question)).size).toBe(10);
    for (const f of FAQS) expect(f.answer.length).toBeGreaterThan(40);
  });

  it('feeds a FAQPage JSON-LD with the same ten entries', () => {
    const ld = faqPageLd(FAQS);
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(10);
    expect(ld.mainEntity.map((q) => q.name)).toEqual(FAQS.map((f) => f.question));
  });

  it('cites the business figures of spec.md section 9', () => {
    const text = FAQS.map((f) => f.answer).join(' ');
    for (const figure of ['2% transfer fee', 'about 2%', '80%', '75%', 'AED 2M', 'AED 5M', 'AED 10M', '5% to 8%']) {
      expect(text).toContain(figure);
    }
  });
});

describe('legal pages', () => {
  const terms = LEGAL_DOCUMENTS['terms-conditions'];
  const privacy = LEGAL_DOCUMENTS['privacy-policy'];

  it("both carry 'Last updated: 15 July 2025'", () => {
    expect(terms.lastUpdated).toBe('Last updated: 15 July 2025');
    expect(privacy.lastUpdated).toBe('Last updated: 15 July 2025');
  });

  it('terms state the three required points', () => {
    const text = legalText(terms);
    expect(text).toMatch(/connects buyers, sellers, renters and agents/);
    expect(text).toMatch(/fees[^.]*non-refundable unless a refund policy says otherwise/i);
    expect(text).toMatch(/suspend or terminate accounts for violations/);
  });

  it('privacy requires users to be 18 or over and covers the PDPL, cookies and contact', () => {
    const text = legalText(privacy);
    expect(text).toContain('18 or over');
    expect(text).toMatch(/PDPL/);
    expect(text).toMatch(/Cookies and local storage/);
    expect(text).toMatch(/Data we collect/);
    expect(text).toMatch(/privacy@manzil\.ae/);
  });
});

describe('articles', () => {
  it('the list has the five exact links, in order', () => {
    expect(ARTICLE_LIST_CARDS.map((c) => c.to)).toEqual([
      '/articles/buyers-guide',
      '/articles/investment-strategies',
      '/articles/neighborhood-analysis',
      '/property-guides',
      '/house-price-index',
    ]);
  });

  it('each article has several sections and Article JSON-LD', () => {
    for (const slug of ARTICLE_SLUGS) {
      const article = ARTICLES[slug];
      expect(article.path).toBe(`/articles/${slug}`);
      expect(article.sections.length).toBeGreaterThanOrEqual(5);
      expect(article.datePublished).toMatch(/^2025-\d\d-\d\d$/);
      const scripts = articleHead(slug).scripts.map((s) => JSON.parse(s.children) as { '@type': string });
      expect(scripts.map((s) => s['@type'])).toEqual(['Article', 'BreadcrumbList']);
    }
  });
});

describe('location data', () => {
  it('Marina: 500+ properties, average 2.5M AED, +12% growth', () => {
    const stats = LOCATIONS['abu-dhabi-marina'].stats;
    expect(stats).toEqual({ properties: 500, averagePrice: 2_500_000, growthPercent: 12 });
    expect(formatLocationStats(stats!)).toEqual({ properties: '500+', averagePrice: '2.5M AED', growth: '+12%' });
  });

  it('Downtown: 800+ properties, average 2.8M AED, +15% growth, with nearby attractions', () => {
    const area = LOCATIONS['downtown-abu-dhabi'];
    expect(formatLocationStats(area.stats!)).toEqual({ properties: '800+', averagePrice: '2.8M AED', growth: '+15%' });
    expect(area.attractions!.length).toBeGreaterThanOrEqual(5);
    for (const a of area.attractions!) expect(a.travelTime).toMatch(/\d+ minutes/);
  });

  it('Marina and Downtown list property types with starting prices', () => {
    for (const slug of ['abu-dhabi-marina', 'downtown-abu-dhabi'] as const) {
      const types = LOCATIONS[slug].propertyTypes!;
      expect(types.length).toBeGreaterThanOrEqual(3);
      for (const t of types) expect(t.startingFrom).toBeGreaterThan(0);
    }
  });

  it('Saadiyat price ranges', () => {
    const ranges = Object.fromEntries(LOCATIONS['saadiyat-island'].priceRanges!.map((r) => [r.label, r.range]));
    expect(ranges).toEqual({ Apartments: '1.5M – 8M AED', Villas: '8M – 25M+ AED', Penthouses: '12M – 35M+ AED' });
  });

  it('Yas price ranges and 6–8% yield', () => {
    const ranges = Object.fromEntries(LOCATIONS['yas-island'].priceRanges!.map((r) => [r.label, r.range]));
    expect(ranges).toEqual({ Apartments: '1.2M – 5M AED', Villas: '4M – 15M+ AED', 'Rental yield': '6–8%' });
  });

  it('Saadiyat and Yas have FAQ and highlights; every area emits Place JSON-LD', () => {
    for (const slug of ['saadiyat-island', 'yas-island'] as const) {
      expect(LOCATIONS[slug].faqs!.length).toBeGreaterThanOrEqual(3);
      expect(LOCATIONS[slug].highlights!.length).toBeGreaterThanOrEqual(3);
    }
    for (const area of Object.values(LOCATIONS)) {
      expect(area.path).toBe(`/${area.slug}`);
      const types = locationHead(area.slug).scripts.map((s) => (JSON.parse(s.children) as { '@type': string })['@type']);
      expect(types).toContain('Place');
      expect(types).toContain('BreadcrumbList');
    }
  });
});

describe('company and news data', () => {
  it('contact page: phone, two emails, address and call hours', () => {
    expect(CONTACT.phone).toMatch(/^\+971/);
    expect(CONTACT.emails).toHaveLength(2);
    expect(CONTACT.callHours).toBe('daily 9:00 AM - 6:00 PM');
    expect(CONTACT.address.join(' ')).toContain('Abu Dhabi');
  });

  it('careers lists three openings with role, location, type and description', () => {
    expect(JOB_OPENINGS).toHaveLength(3);
    for (const job of JOB_OPENINGS) {
      expect(job.role && job.location && job.type && job.description).toBeTruthy();
    }
  });

  it('property news has five cards dated in 2025', () => {
    expect(NEWS_ITEMS).toHaveLength(5);
    for (const item of NEWS_ITEMS) expect(item.date).toMatch(/^2025-\d\d-\d\d$/);
  });
});
