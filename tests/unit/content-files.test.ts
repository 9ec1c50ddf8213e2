import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  appRoutes,
  checkArticleCards,
  documentLinks,
  isAppRoute,
  parseContent,
  readAppRoutes,
} from '../../scripts/content/parse-content.ts';
import { contentPaths } from '@/features/content/content-files';
import type { ContentDoc } from '@/features/content/content-schema';

// What the build checks in every content/<lang>/**/*.md (scripts/content/): frontmatter against
// its template's zod schema, only the Markdown the templates render, and links to app routes.

const CONTENT_DIR = new URL('../../content/', import.meta.url);
const ROUTES = readAppRoutes(new URL('../../src/routeTree.gen.ts', import.meta.url));
const FILES = (readdirSync(CONTENT_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.split('\\').join('/').replace(/\.md$/, ''))
  .sort();
const read = (file: string) => readFileSync(new URL(`${file}.md`, CONTENT_DIR), 'utf8');

const GUIDE = `---
template: guide
route: /buyer-guides
label: Buyer Guides
key: buyerGuides
heading: Buying
intro: Intro.
title: Buyer guide
description: How to buy.
---

## Fees {#fees}

See the [calculator](/stamp-duty-calculator).
`;

describe('content files', () => {
  it('every file passes its schema and links only to routes of the app', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(29);
    for (const file of FILES) {
      const doc = parseContent(file, read(file), ROUTES);
      checkArticleCards(doc, new URL('.', CONTENT_DIR).pathname);
      expect(isAppRoute(doc.meta.route, ROUTES), `${file}: route ${doc.meta.route}`).toBe(true);
    }
  });

  it('the app loads every file, and each page has its own route in its language', async () => {
    expect([...(await contentPaths('en')).map((path) => `en/${path}`), ...(await contentPaths('ar')).map((path) => `ar/${path}`)].sort()).toEqual(FILES);
    for (const lang of ['en', 'ar']) {
      const routes = FILES.filter((file) => file.startsWith(`${lang}/`)).map((file) => parseContent(file, read(file), ROUTES).meta.route);
      expect(new Set(routes).size).toBe(routes.length);
    }
  });

  it('reads the route tree, without the catch-all not-found route', () => {
    expect(ROUTES).toEqual(expect.arrayContaining(['/', '/faqs', '/articles/', '/property/$id']));
    expect(ROUTES).not.toContain('/$');
    expect(appRoutes("export interface FileRoutesByFullPath {\n  '/': typeof A\n  '/$': typeof B\n  '/x/$id': typeof C\n}")).toEqual(['/', '/x/$id']);
  });

  it('matches paths with parameters, query strings and trailing slashes', () => {
    for (const href of ['/', '/faqs', '/articles', '/articles/', '/property/abc-123', '/buy?location=Yas%20Island', '/faqs#top']) {
      expect(isAppRoute(href, ROUTES), href).toBe(true);
    }
    for (const href of ['/no-such-page', '/property', '/property/', '/faqs/more']) expect(isAppRoute(href, ROUTES), href).toBe(false);
  });

  it('a link in the text to no route fails', () => {
    expect(() => parseContent('en/guides/x', GUIDE, ROUTES)).not.toThrow();
    expect(() => parseContent('en/guides/x', GUIDE.replace('/stamp-duty-calculator', '/stamp-duty'), ROUTES)).toThrow(
      "en/guides/x: link '/stamp-duty' leads to no route of the app",
    );
  });

  it('a frontmatter link or route to no route fails', () => {
    const withLinks = GUIDE.replace('---\n\n', 'links:\n  title: Next\n  items:\n    - to: /sold-price\n      label: Sold\n      text: Prices.\n---\n\n');
    expect(() => parseContent('en/guides/x', withLinks, ROUTES)).toThrow("link '/sold-price' leads to no route");
    expect(() => parseContent('en/guides/x', GUIDE.replace('route: /buyer-guides', 'route: /buyers-guides'), ROUTES)).toThrow("link '/buyers-guides'");
    expect(() => parseContent('en/guides/x', GUIDE.replace('(/stamp-duty-calculator)', '(https://example.com)'), ROUTES)).toThrow('pages link to app paths');
  });

  it('bad frontmatter fails, naming the field', () => {
    expect(() => parseContent('en/guides/x', GUIDE.replace('title: Buyer guide\n', ''), ROUTES)).toThrow(/en\/guides\/x: frontmatter: title/);
    expect(() => parseContent('en/guides/x', GUIDE.replace('template: guide', 'template: brochure'), ROUTES)).toThrow(/frontmatter: template/);
    expect(() => parseContent('en/guides/x', GUIDE.replace('key: buyerGuides', 'key: buyerGuides\nsubtitle: extra'), ROUTES)).toThrow(/subtitle/);
    expect(() => parseContent('en/guides/x', GUIDE.replace('---\n\n', 'facts:\n  - label: Fee\n---\n\n'), ROUTES)).toThrow(/facts\.0\.value/);
    expect(() => parseContent('en/guides/x', 'No frontmatter', ROUTES)).toThrow(/no frontmatter/);
  });

  it('Markdown the templates do not render fails', () => {
    for (const markdown of ['# A second h1', '1. numbered', '**bold**', '> quote', '```\ncode\n```', '#### deep']) {
      expect(() => parseContent('en/guides/x', `${GUIDE}\n${markdown}\n`, ROUTES), markdown).toThrow(/en\/guides\/x:/);
    }
  });

  it('parses sections with ids, subsections, paragraphs, lists and links into the tree', () => {
    const doc = parseContent('en/guides/x', `${GUIDE}\n- one\n- [two](mailto:a@b.ae)\n\n### Step\n\nDo it\nnow.\n`, ROUTES);
    expect(doc.body.lead).toEqual([]);
    expect(doc.body.sections).toEqual([
      {
        id: 'fees',
        title: 'Fees',
        blocks: [
          { kind: 'paragraph', inlines: ['See the ', { href: '/stamp-duty-calculator', text: 'calculator' }, '.'] },
          { kind: 'list', items: [['one'], [{ href: 'mailto:a@b.ae', text: 'two' }]] },
        ],
        subsections: [{ title: 'Step', blocks: [{ kind: 'paragraph', inlines: ['Do it now.'] }] }],
      },
    ]);
  });
});

// Every page is written in both languages: content/ar/<path>.md beside content/en/<path>.md. The
// Arabic one is the same page (route, slots, links, figures), its words in Arabic.
describe('content in Arabic', () => {
  const ENGLISH = FILES.filter((file) => file.startsWith('en/')).map((file) => file.slice('en/'.length));
  const ARABIC = FILES.filter((file) => file.startsWith('ar/')).map((file) => file.slice('ar/'.length));
  const ARABIC_LETTER = /[\u0600-\u06FF]/;
  const pair = (path: string) => ({ en: parseContent(`en/${path}`, read(`en/${path}`), ROUTES), ar: parseContent(`ar/${path}`, read(`ar/${path}`), ROUTES) });

  /** The frontmatter's keys and list lengths, each text as 'text' and each number as itself. */
  const shape = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(shape);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, shape(v)]));
    return typeof value === 'string' ? 'text' : value;
  };
  /** What must not change with the language: addresses, keys, dates, emails, the area a page searches for. */
  const fixed = (doc: ContentDoc) => {
    const out: string[] = [];
    const walk = (value: unknown, key?: string) => {
      if (Array.isArray(value)) value.forEach((item) => walk(item, key));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
      else if (typeof value === 'string' && (['template', 'route', 'to', 'key', 'article', 'date', 'datePublished', 'updated', 'phone', 'phoneHref', 'email'].includes(key ?? '') || /^\S+@\S+$/.test(value))) {
        out.push(`${key}=${value}`);
      }
    };
    walk(doc.meta);
    if (doc.meta.template === 'location') out.push(`name=${doc.meta.name}`);
    return [...out, ...documentLinks(doc)];
  };
  /** Sections with their ids (which the templates' slots use), subsections and the kinds of their blocks. */
  const body = (doc: ContentDoc) => ({
    lead: doc.body.lead.map((block) => block.kind),
    sections: doc.body.sections.map((section) => ({
      id: section.id,
      blocks: section.blocks.map((block) => (block.kind === 'list' ? block.items.length : block.kind)),
      subsections: section.subsections.map((sub) => sub.blocks.map((block) => (block.kind === 'list' ? block.items.length : block.kind))),
    })),
  });

  it('every English page has its Arabic twin and no Arabic page is without one', async () => {
    expect(ENGLISH.length).toBeGreaterThanOrEqual(29);
    expect(ARABIC).toEqual(ENGLISH);
    expect((await contentPaths('ar')).sort()).toEqual((await contentPaths('en')).sort());
  });

  it('each twin passes the schema with the same keys, routes, links, figures and section ids', () => {
    for (const path of ENGLISH) {
      const { en, ar } = pair(path);
      checkArticleCards(ar, new URL('.', CONTENT_DIR).pathname);
      expect(shape(ar.meta), path).toEqual(shape(en.meta));
      expect(fixed(ar), path).toEqual(fixed(en));
      expect(body(ar), path).toEqual(body(en));
    }
  });

  it('each twin is written in Arabic', () => {
    for (const path of ENGLISH) {
      const { ar } = pair(path);
      const meta = ar.meta as { title: string; description: string; label?: string; heading?: string };
      for (const text of [meta.title, meta.description, meta.label ?? meta.heading ?? '', ...ar.body.sections.map((s) => s.title)]) {
        expect(text, `${path}: ${text}`).toMatch(ARABIC_LETTER);
      }
    }
  });
});
