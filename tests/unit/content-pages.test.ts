import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '@/server/render-page';
import { fixedAddressPages } from '@/server/route-list';
import { jsonLdBlocks, mainText } from './rendered-text';

// Every page at a fixed address rendered by the app's server renderer without its reads, compared
// with what it rendered before: the visible text of <main>, the head tags and the JSON-LD must be
// the same, word for word. The content pages' captures were written when their text was still
// TypeScript, before it moved into content/*.md; their heads since gained the pages' hreflang
// links and JSON-LD language (CAPTURE_CONTENT_PAGES=1 rewrites the fixture; only do that for an
// intended change).

const FIXTURE = new URL('../fixtures/content-pages.json', import.meta.url);

// Every page at a fixed address that the server renders (not the signed-in pages), from the router's tree.
const PAGE_PATHS = fixedAddressPages()
  .filter((page) => !page.staticData.browserOnly)
  .map((page) => page.path);

interface PageCapture {
  head: string;
  jsonLd: string[];
  text: string;
}

async function capture(path: string): Promise<PageCapture> {
  const page = await renderPage(path, { withoutReads: true });
  expect(page.status, path).toBe(200);
  // For a closer look while changing templates: the whole body of each page, to diff by hand.
  if (process.env.CONTENT_HTML_DIR) writeFileSync(`${process.env.CONTENT_HTML_DIR}/${path.slice(1).replace(/\//g, '_')}.html`, page.body);
  return { head: page.head, jsonLd: jsonLdBlocks(page.body), text: mainText(page.body) };
}

describe('pages render the same text, head and JSON-LD as before', () => {
  const realFetch = globalThis.fetch;
  // Nothing is read: the areas' live counts stay in their loading state, as at build time.
  beforeAll(() => {
    globalThis.fetch = () => new Promise<Response>(() => undefined);
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  if (process.env.CAPTURE_CONTENT_PAGES === '1') {
    it('captures the fixture', async () => {
      const pages: Record<string, PageCapture> = {};
      for (const path of PAGE_PATHS) pages[path] = await capture(path);
      writeFileSync(FIXTURE, `${JSON.stringify(pages, null, 1)}\n`);
    });
    return;
  }

  const expected = existsSync(FIXTURE) ? (JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, PageCapture>) : {};

  it('has a capture of every content page', () => {
    expect(Object.keys(expected).sort()).toEqual([...PAGE_PATHS].sort());
  });

  for (const path of PAGE_PATHS) {
    it(path, async () => {
      const page = await capture(path);
      const before = expected[path];
      expect(page.text).toBe(before?.text);
      expect(page.head).toBe(before?.head);
      expect(page.jsonLd).toEqual(before?.jsonLd);
    });
  }
});

// The same pages under /ar: their text from content/ar/, the interface around it from the
// Arabic catalogue, and none of the English template words left over.
describe('pages in Arabic', () => {
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = () => new Promise<Response>(() => undefined);
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  const ENGLISH_TEMPLATE_WORDS = ['Read more', 'Home', 'Area guide', 'Properties for sale in', 'Last updated', 'min read', 'Contact us', 'Starting from', 'Step 1', 'Highlights', 'Frequently asked questions'];

  for (const path of PAGE_PATHS) {
    it(`/ar${path}`, async () => {
      const page = await renderPage(`/ar${path}`, { withoutReads: true });
      expect(page.status).toBe(200);
      expect(page.locale).toBe('ar');
      const text = mainText(page.body);
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page.body)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
      expect(h1, path).toMatch(/[\u0600-\u06FF]/);
      for (const words of ENGLISH_TEMPLATE_WORDS) expect(text, `${path}: ${words}`).not.toContain(words);
      // Its title is the Arabic page's; its links stay on Arabic pages.
      expect(page.head, path).toMatch(/<title>[^<]*[\u0600-\u06FF][^<]*<\/title>/);
      const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(page.body)?.[1] ?? '';
      expect(main, path).not.toMatch(/href="\/(?!ar\/|ar")/);
    });
  }

  it('an area page names its area in Arabic and searches it by its English name', async () => {
    const page = await renderPage('/ar/saadiyat-island', { withoutReads: true });
    const text = mainText(page.body);
    expect(page.body).toMatch(/<h1\b[^>]*>جزيرة السعديات<\/h1>/);
    expect(text).toContain('عقارات للبيع في جزيرة السعديات');
    expect(text).toContain('8 – 25+ مليون درهم');
    expect(page.body).toContain('href="/ar/buy?location=Saadiyat%20Island"');
  });

  it('the FAQs, the calculator and a legal page are in Arabic, with Western digits', async () => {
    const faqs = mainText((await renderPage('/ar/faqs', { withoutReads: true })).body);
    expect(faqs).toContain('الأسئلة الشائعة');
    expect(faqs).toContain('هل يحق للأجانب شراء العقارات في أبوظبي؟');
    const calculator = mainText((await renderPage('/ar/stamp-duty-calculator', { withoutReads: true })).body);
    expect(calculator).toContain('رسوم نقل الملكية المستحقة');
    expect(calculator).toContain('أدخل السعر واضغط «احسب».');
    const terms = mainText((await renderPage('/ar/terms-conditions', { withoutReads: true })).body);
    expect(terms).toContain('آخر تحديث: 15 يوليو 2025');
  });
});
