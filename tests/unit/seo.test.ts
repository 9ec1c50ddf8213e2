import { describe, expect, it } from 'vitest';
import {
  articleLd,
  breadcrumbLd,
  faqPageLd,
  itemListLd,
  organizationLd,
  placeLd,
  realEstateListingLd,
  websiteLd,
} from '@/lib/json-ld';
import { absoluteUrl, fullTitle, pageHead, serializeJsonLd, SHARE_IMAGE, SITE_GEO } from '@/lib/seo';
import { loadArticleList } from '@/features/content/article-list-data';
import { contentPaths, loadContent } from '@/features/content/content-files';
import { contentHead } from '@/features/content/content-head';
import { ar, en } from './i18n';
import type { ContentDoc, Template } from '@/features/content/content-schema';

const HOSTILE = '</script><script>alert(1)</script> <!-- & \u2028';

describe('serializeJsonLd', () => {
  it('produces JSON that parses back equal', () => {
    const data = { '@context': 'https://schema.org', name: 'Villa & pool', list: [1, 'two', { three: null }], quote: '"q"' };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });

  it('never lets a title close the script tag or open a comment', () => {
    const data = { name: HOSTILE, nested: { title: '<!--', end: '-->' } };
    const out = serializeJsonLd(data);
    expect(out).not.toMatch(/[<>]/);
    expect(out.toLowerCase()).not.toContain('</script');
    expect(out).not.toContain('<!--');
    expect(out).not.toContain('\u2028');
    expect(JSON.parse(out)).toEqual(data);
  });
});

describe('json-ld builders', () => {
  const listing = {
    id: 'abc-123',
    title: HOSTILE,
    description: null,
    price: 2_500_000,
    address: 'Marina Square',
    location: 'Al Reem Island',
    listing_type: 'rent' as const,
    created_at: '2025-07-01T00:00:00Z',
    images: ['/samples/villa.svg'],
  };
  const built = [
    organizationLd(),
    websiteLd(),
    breadcrumbLd([{ label: 'Home', to: '/' }, { label: 'Buy', to: '/buy' }, { label: 'Villa' }], '/property/1'),
    faqPageLd([{ question: 'Q?', answer: 'A.' }]),
    articleLd({ headline: 'H', description: 'D', path: '/articles/buyers-guide', datePublished: '2025-05-12' }),
    placeLd({ name: 'Yas Island', description: 'D', path: '/yas-island', latitude: 24.49, longitude: 54.6 }),
    itemListLd([{ name: 'A', path: '/property/1' }]),
    realEstateListingLd(listing),
  ];

  it('each returns a schema.org object with @context and @type that survives serialisation', () => {
    for (const ld of built) {
      expect(ld['@context']).toBe('https://schema.org');
      expect(typeof ld['@type']).toBe('string');
      expect(JSON.parse(serializeJsonLd(ld))).toEqual(ld);
    }
  });

  it('numbers breadcrumbs 1..n with absolute URLs, the last one the current page', () => {
    const ld = breadcrumbLd([{ label: 'Home', to: '/' }, { label: 'Articles', to: '/articles' }, { label: 'Guide' }], '/articles/buyers-guide');
    expect(ld.itemListElement.map((item) => item.position)).toEqual([1, 2, 3]);
    for (const item of ld.itemListElement) expect(item.item).toMatch(/^https?:\/\//);
    expect(ld.itemListElement[2]?.item).toBe(absoluteUrl('/articles/buyers-guide'));
  });

  it('prices listings in AED and links them absolutely', () => {
    const ld = realEstateListingLd(listing);
    expect(ld.url).toBe(absoluteUrl('/property/abc-123'));
    expect(ld.offers).toMatchObject({ price: 2_500_000, priceCurrency: 'AED' });
    expect(ld.image[0]).toMatch(/^https?:\/\//);
    expect(realEstateListingLd({ ...listing, price: null })).not.toHaveProperty('offers');
  });

  it("describes the listing's property with the facts schema.org has words for", () => {
    const facts = { propertyType: 'villa', bedrooms: 4, bathrooms: 5, sizeSqft: 3500, amenities: ['Pool', "Maid's room"], latitude: 24.54, longitude: 54.43 };
    const ld = realEstateListingLd({ ...listing, facts });
    expect(ld.about).toMatchObject({
      '@type': 'SingleFamilyResidence',
      floorSize: { '@type': 'QuantitativeValue', value: 3500, unitCode: 'FTK' },
      numberOfBedrooms: 4,
      numberOfBathroomsTotal: 5,
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Pool', value: true },
        { '@type': 'LocationFeatureSpecification', name: "Maid's room", value: true },
      ],
      geo: { '@type': 'GeoCoordinates', latitude: 24.54, longitude: 54.43 },
    });
    // Land and commercial property: a Place, with its position only; nothing unknown is invented.
    const land = realEstateListingLd({ ...listing, facts: { propertyType: 'land', sizeSqft: 10_000, latitude: null, longitude: null } }).about;
    expect(land).toEqual({ '@type': 'Place', address: ld.address });
    expect(JSON.parse(serializeJsonLd(ld))).toEqual(ld);
  });
});

describe('pageHead', () => {
  const head = pageHead({ locale: 'en', title: 'Villas for sale', description: 'Find villas in Abu Dhabi.', path: '/buy', jsonLd: [websiteLd()] });
  const meta = (key: string) =>
    head.meta.find((m) => ('name' in m && m.name === key) || ('property' in m && m.property === key)) as { content: string } | undefined;

  it('sets title, description and canonical link', () => {
    expect(head.meta).toContainEqual({ title: 'Villas for sale | Manzil' });
    expect(meta('description')?.content).toBe('Find villas in Abu Dhabi.');
    expect(head.links).toEqual([
      { rel: 'canonical', href: absoluteUrl('/buy') },
      { rel: 'alternate', hrefLang: 'en', href: absoluteUrl('/buy') },
      { rel: 'alternate', hrefLang: 'ar', href: absoluteUrl('/ar/buy') },
      { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl('/buy') },
    ]);
    expect(absoluteUrl('/buy')).toMatch(/^https?:\/\/[^/]+\/buy$/);
  });

  it('sets Open Graph and Twitter tags with the 1200x630 share image', () => {
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'og:site_name', 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
      expect(meta(key)?.content, key).toBeTruthy();
    }
    expect(meta('og:url')?.content).toBe(absoluteUrl('/buy'));
    expect(meta('og:image')?.content).toBe(absoluteUrl(SHARE_IMAGE.path));
    expect(meta('og:image:width')?.content).toBe('1200');
    expect(meta('og:image:height')?.content).toBe('630');
    expect(meta('twitter:card')?.content).toBe('summary_large_image');
  });

  it('sets the Abu Dhabi geo tags', () => {
    expect(meta('geo.position')?.content).toBe('24.4539;54.3773');
    expect(meta('geo.region')?.content).toBe(SITE_GEO.region);
    expect(meta('geo.placename')?.content).toBe('Abu Dhabi');
  });

  it('emits escaped JSON-LD scripts and noindex only when asked', () => {
    expect(head.scripts).toHaveLength(1);
    expect(head.scripts[0]?.type).toBe('application/ld+json');
    expect(JSON.parse(head.scripts[0]?.children ?? '')).toEqual({ ...websiteLd(), inLanguage: 'en' });
    expect(meta('robots')).toBeUndefined();
    const hidden = pageHead({ locale: 'en', title: 'Dashboard', description: 'Yours.', path: '/dashboard', noindex: true });
    expect(hidden.meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });

  it('an Arabic page: its own canonical address, the same alternates, ar_AE, and JSON-LD in Arabic linking Arabic pages', () => {
    const crumbs = breadcrumbLd([{ label: 'الرئيسية', to: '/' }, { label: 'عقارات للبيع' }], '/buy');
    const arabic = pageHead({ locale: 'ar', title: 'فلل للبيع', description: 'فلل في أبوظبي.', path: '/buy', jsonLd: [websiteLd(), crumbs, organizationLd()] });
    const tag = (key: string) => arabic.meta.find((m) => 'property' in m && m.property === key) as { content: string } | undefined;
    expect(arabic.links).toEqual([
      { rel: 'canonical', href: absoluteUrl('/ar/buy') },
      { rel: 'alternate', hrefLang: 'en', href: absoluteUrl('/buy') },
      { rel: 'alternate', hrefLang: 'ar', href: absoluteUrl('/ar/buy') },
      { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl('/buy') },
    ]);
    expect(tag('og:url')?.content).toBe(absoluteUrl('/ar/buy'));
    expect(tag('og:locale')?.content).toBe('ar_AE');
    expect(tag('og:locale:alternate')?.content).toBe('en_AE');
    const [site, list, organization] = arabic.scripts.map((script) => JSON.parse(script.children));
    expect(site.inLanguage).toBe('ar');
    expect(site.url).toBe(absoluteUrl('/ar'));
    expect(site.potentialAction.target.urlTemplate).toBe(`${absoluteUrl('/ar/search-results')}?location={search_term_string}`);
    // A breadcrumb list is not a written work: no language, but its links are the Arabic pages.
    expect(list.inLanguage).toBeUndefined();
    expect(list.itemListElement.map((item: { item: string }) => item.item)).toEqual([absoluteUrl('/ar'), absoluteUrl('/ar/buy')]);
    // Images and logos are the same files in every language.
    expect(organization.logo).toBe(absoluteUrl('/icon-512.png'));
    expect(organization.image).toBe(absoluteUrl(SHARE_IMAGE.path));
    // An article's publisher logo is an ImageObject whose url is a file, not a page.
    const article = pageHead({
      locale: 'ar',
      title: 'دليل',
      description: 'دليل',
      path: '/articles/buyers-guide',
      jsonLd: [articleLd({ headline: 'دليل', description: 'دليل', path: '/articles/buyers-guide', datePublished: '2025-05-12' })],
    });
    const ld = JSON.parse(article.scripts[0]?.children ?? '{}');
    expect(ld.mainEntityOfPage).toBe(absoluteUrl('/ar/articles/buyers-guide'));
    expect(ld.publisher.logo.url).toBe(absoluteUrl('/icon-512.png'));
  });

  it('does not repeat the site name', () => {
    expect(pageHead({ locale: 'en', title: 'Manzil home', description: 'd', path: '/' }).meta[0]).toEqual({ title: 'Manzil home' });
  });
});

describe('content pages: head from the Markdown frontmatter', () => {
  const TEMPLATES: Template[] = ['guide', 'data-page', 'article', 'legal', 'location', 'company', 'news', 'faqs'];
  /** Every page but the article list (two addresses, tested below), whatever its template. */
  async function pages(): Promise<ContentDoc[]> {
    const docs: ContentDoc[] = [];
    for (const path of (await contentPaths()).filter((p) => p !== 'articles/index')) {
      for (const template of TEMPLATES) {
        const doc = await loadContent(path, template).catch(() => undefined);
        if (doc) docs.push(doc);
      }
    }
    return docs;
  }
  const content = (head: ReturnType<typeof contentHead>, key: string) =>
    head.meta.find((m) => ('name' in m && m.name === key) || ('property' in m && m.property === key)) as { content: string } | undefined;

  it('gives each page its own title, description, canonical URL and Open Graph tags from its file', async () => {
    const docs = await pages();
    expect(docs.length).toBe((await contentPaths()).length - 1);
    for (const doc of docs) {
      const head = contentHead(doc, en);
      expect(head.meta).toContainEqual({ title: fullTitle(doc.meta.title) });
      expect(content(head, 'description')?.content).toBe(doc.meta.description);
      expect(content(head, 'og:title')?.content).toBe(fullTitle(doc.meta.title));
      expect(content(head, 'og:url')?.content).toBe(absoluteUrl(doc.meta.route));
      expect(head.links[0]).toEqual({ rel: 'canonical', href: absoluteUrl(doc.meta.route) });
      const types = head.scripts.map((s) => (JSON.parse(s.children) as { '@type': string })['@type']);
      expect(types, doc.file).toContain('BreadcrumbList');
    }
    expect(new Set(docs.map((d) => d.meta.title)).size).toBe(docs.length);
    expect(new Set(docs.map((d) => d.meta.description)).size).toBe(docs.length);
  });

  it('gives /articles and /tech-blog, one list, each its own title and canonical URL', async () => {
    const { doc } = await loadArticleList();
    const articles = contentHead(doc, en, '/articles');
    const blog = contentHead(doc, en, '/tech-blog');
    expect(articles.links[0]).toEqual({ rel: 'canonical', href: absoluteUrl('/articles') });
    expect(blog.links[0]).toEqual({ rel: 'canonical', href: absoluteUrl('/tech-blog') });
    expect(contentHead(doc, ar, '/tech-blog').links).toContainEqual({ rel: 'canonical', href: absoluteUrl('/ar/tech-blog') });
    expect(content(blog, 'description')?.content).toBe(doc.meta.alternates[0]?.description);
    expect(content(articles, 'og:title')?.content).not.toBe(content(blog, 'og:title')?.content);
  });

  it('has no head tags before the page is loaded', () => {
    expect(contentHead(undefined, en)).toEqual({ meta: [], links: [], scripts: [] });
  });
});
