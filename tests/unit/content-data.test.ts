import { describe, expect, it } from 'vitest';
import { loadArticleList } from '@/features/content/article-list-data';
import { loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import type { Block } from '@/features/content/content-schema';
import { lastUpdated } from '@/features/content/legal-page';
import { formatLocationStats, locationStats } from '@/features/content/location-page';
import { faqPageLd } from '@/lib/json-ld';
import { en } from './i18n';

// The pages' content as the app loads it: content/en/*.md through the build's Markdown plugin.

const blockText = (blocks: readonly Block[]) =>
  blocks
    .flatMap((b) => (b.kind === 'paragraph' ? [b.inlines] : b.items))
    .map((line) => line.map((inline) => (typeof inline === 'string' ? inline : inline.text)).join(''))
    .join('\n');

const jsonLdTypes = (head: ReturnType<typeof contentHead>) =>
  head.scripts.map((s) => (JSON.parse(s.children) as { '@type': string })['@type']);

describe('FAQ page', () => {
  it('has exactly ten unique questions with answers', async () => {
    const { meta } = await loadContent('faqs', 'faqs');
    expect(meta.items).toHaveLength(10);
    expect(new Set(meta.items.map((f) => f.question)).size).toBe(10);
    for (const f of meta.items) expect(f.answer.length).toBeGreaterThan(40);
  });

  it('feeds a FAQPage JSON-LD with the same ten entries', async () => {
    const doc = await loadContent('faqs', 'faqs');
    const ld = faqPageLd(doc.meta.items);
    expect(ld.mainEntity.map((q) => q.name)).toEqual(doc.meta.items.map((f) => f.question));
    expect(jsonLdTypes(contentHead(doc, en))).toEqual(['FAQPage', 'BreadcrumbList']);
  });

  it('cites the business figures of the site', async () => {
    const text = (await loadContent('faqs', 'faqs')).meta.items.map((f) => f.answer).join(' ');
    for (const figure of ['2% transfer fee', 'about 2%', '80%', '75%', 'AED 2M', 'AED 5M', 'AED 10M', '5% to 8%']) {
      expect(text).toContain(figure);
    }
  });
});

describe('legal pages', () => {
  const legalText = async (path: string) => {
    const doc = await loadContent(path, 'legal');
    return [doc.meta.heading, blockText(doc.body.lead), ...doc.body.sections.flatMap((s) => [s.title, blockText(s.blocks)])].join('\n');
  };

  it("both carry 'Last updated: 15 July 2025'", async () => {
    for (const path of ['legal/terms-conditions', 'legal/privacy-policy']) {
      expect(lastUpdated((await loadContent(path, 'legal')).meta.updated, en)).toBe('Last updated: 15 July 2025');
    }
  });

  it('terms state the three required points', async () => {
    const text = await legalText('legal/terms-conditions');
    expect(text).toMatch(/connects buyers, sellers, renters and agents/);
    expect(text).toMatch(/fees[^.]*non-refundable unless a refund policy says otherwise/i);
    expect(text).toMatch(/suspend or terminate accounts for violations/);
  });

  it('privacy requires users to be 18 or over and covers the PDPL, cookies and contact', async () => {
    const text = await legalText('legal/privacy-policy');
    expect(text).toContain('18 or over');
    expect(text).toMatch(/PDPL/);
    expect(text).toMatch(/Cookies and local storage/);
    expect(text).toMatch(/Data we collect/);
    expect(text).toMatch(/privacy@manzil\.ae/);
  });
});

describe('articles', () => {
  it('the list has the five exact links, in order, the articles with their own titles', async () => {
    const { cards } = await loadArticleList();
    expect(cards.map((c) => c.to)).toEqual([
      '/articles/buyers-guide',
      '/articles/investment-strategies',
      '/articles/neighborhood-analysis',
      '/property-guides',
      '/house-price-index',
    ]);
    expect(cards[0]?.title).toBe((await loadContent('articles/buyers-guide', 'article')).meta.heading);
  });

  it('each article has several sections and Article JSON-LD', async () => {
    for (const slug of ['buyers-guide', 'investment-strategies', 'neighborhood-analysis']) {
      const doc = await loadContent(`articles/${slug}`, 'article');
      expect(doc.meta.route).toBe(`/articles/${slug}`);
      expect(doc.body.sections.length).toBeGreaterThanOrEqual(5);
      expect(doc.meta.datePublished).toMatch(/^2025-\d\d-\d\d$/);
      expect(jsonLdTypes(contentHead(doc, en))).toEqual(['Article', 'BreadcrumbList']);
    }
  });
});

describe('area pages', () => {
  const area = (slug: string) => loadContent(`areas/${slug}`, 'location');

  it('Marina: 500+ properties, average 2.5M AED, +12% growth', async () => {
    const stats = locationStats(await area('abu-dhabi-marina'));
    expect(stats).toEqual({ properties: 500, averagePrice: 2_500_000, growthPercent: 12 });
    expect(formatLocationStats(stats!, en)).toEqual({ properties: '500+', averagePrice: '2.5M AED', growth: '+12%' });
  });

  it('Downtown: 800+ properties, average 2.8M AED, +15% growth, with nearby attractions', async () => {
    const doc = await area('downtown-abu-dhabi');
    expect(formatLocationStats(locationStats(doc)!, en)).toEqual({ properties: '800+', averagePrice: '2.8M AED', growth: '+15%' });
    expect(doc.meta.attractions!.length).toBeGreaterThanOrEqual(5);
    for (const a of doc.meta.attractions!) expect(a.travelTime).toMatch(/\d+ minutes/);
  });

  it('Marina and Downtown list property types with starting prices', async () => {
    for (const slug of ['abu-dhabi-marina', 'downtown-abu-dhabi']) {
      const types = (await area(slug)).meta.propertyTypes!;
      expect(types.length).toBeGreaterThanOrEqual(3);
      for (const t of types) expect(t.startingFrom).toBeGreaterThan(0);
    }
  });

  it('Saadiyat and Yas price ranges', async () => {
    const ranges = async (slug: string) => Object.fromEntries((await area(slug)).meta.priceRanges!.map((r) => [r.label, r.range]));
    expect(await ranges('saadiyat-island')).toEqual({ Apartments: '1.5M – 8M AED', Villas: '8M – 25M+ AED', Penthouses: '12M – 35M+ AED' });
    expect(await ranges('yas-island')).toEqual({ Apartments: '1.2M – 5M AED', Villas: '4M – 15M+ AED', 'Rental yield': '6–8%' });
  });

  it('Saadiyat and Yas have FAQ and highlights; every area emits Place JSON-LD', async () => {
    for (const slug of ['saadiyat-island', 'yas-island']) {
      const doc = await area(slug);
      expect(doc.meta.faqs!.length).toBeGreaterThanOrEqual(3);
      expect(doc.meta.highlights!.length).toBeGreaterThanOrEqual(3);
      expect(jsonLdTypes(contentHead(doc, en))).toEqual(['Place', 'BreadcrumbList', 'FAQPage']);
    }
    for (const slug of ['abu-dhabi-marina', 'downtown-abu-dhabi', 'saadiyat-island', 'yas-island']) {
      const doc = await area(slug);
      expect(doc.meta.route).toBe(`/${slug}`);
      expect(jsonLdTypes(contentHead(doc, en))).toContain('Place');
    }
  });
});

describe('company and news pages', () => {
  it('contact page: phone, two emails, address and call hours', async () => {
    const contact = (await loadContent('company/contact-us', 'company')).meta.contact!;
    expect(contact.phone).toMatch(/^\+971/);
    expect(contact.emails).toHaveLength(2);
    expect(contact.callHours).toBe('daily 9:00 AM - 6:00 PM');
    expect(contact.address.join(' ')).toContain('Abu Dhabi');
  });

  it('careers lists three openings with role, location, type and description', async () => {
    const jobs = (await loadContent('company/careers', 'company')).meta.jobs!;
    expect(jobs).toHaveLength(3);
    for (const job of jobs) expect(job.role && job.location && job.type && job.description).toBeTruthy();
  });

  it('property news has five cards dated in 2025', async () => {
    const { items } = (await loadContent('news/property-news', 'news')).meta;
    expect(items).toHaveLength(5);
    for (const item of items) expect(item.date).toMatch(/^2025-\d\d-\d\d$/);
  });
});

describe('loading', () => {
  it('refuses a file under the wrong template, and a file that does not exist', async () => {
    await expect(loadContent('faqs', 'guide')).rejects.toThrow(/'faqs' page, not 'guide'/);
    await expect(loadContent('guides/no-such-guide', 'guide')).rejects.toThrow(/No content\/en\/guides\/no-such-guide\.md/);
  });
});
