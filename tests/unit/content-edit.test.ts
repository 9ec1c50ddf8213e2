import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseContent, readAppRoutes } from '../../scripts/content/parse-content.ts';
import type { ContentDoc } from '@/features/content/content-schema';
import { renderPage } from '@/server/render-page';
import { jsonLdBlocks, mainText } from './rendered-text';

// A guide's page, head and JSON-LD come from its Markdown file: the file as it is, and the same
// file edited, each rendered by the app's server renderer.

const FILE = new URL('../../content/en/guides/buyer-guides.md', import.meta.url);
const ROUTES = readAppRoutes(new URL('../../src/routeTree.gen.ts', import.meta.url));
const SOURCE = readFileSync(FILE, 'utf8');

// The route's loader gets the edited file when a test sets one (parsed as the build parses it).
const edited = vi.hoisted(() => ({ doc: undefined as ContentDoc | undefined }));
vi.mock('@/features/content/content-files', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/features/content/content-files')>();
  return {
    ...real,
    loadContent: (path: string, template: Parameters<typeof real.loadContent>[1]) =>
      path === 'guides/buyer-guides' && edited.doc ? Promise.resolve(edited.doc) : real.loadContent(path, template),
  };
});

const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

async function render() {
  const page = await renderPage('/buyer-guides', { withoutReads: true });
  expect(page.status).toBe(200);
  return { head: decode(page.head), text: mainText(page.body), jsonLd: jsonLdBlocks(page.body).map((s) => JSON.parse(s) as Record<string, unknown>) };
}

describe('a guide from its Markdown file', () => {
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = () => new Promise<Response>(() => undefined);
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
    edited.doc = undefined;
  });

  it('renders the file: title, description, h1, intro, facts, sections and links', async () => {
    const doc = parseContent('en/guides/buyer-guides', SOURCE, ROUTES);
    if (doc.meta.template !== 'guide') throw new Error('not a guide');
    const { head, text, jsonLd } = await render();
    expect(head).toContain(`<title>${doc.meta.title} | Manzil</title>`);
    expect(head).toContain(`<meta name="description" content="${doc.meta.description}"/>`);
    expect(head).toContain(`<meta property="og:title" content="${doc.meta.title} | Manzil"/>`);
    expect(head).toMatch(/<link rel="canonical" href="[^"]+\/buyer-guides"\/>/);
    for (const words of [doc.meta.heading, doc.meta.intro, ...doc.meta.facts!.map((f) => f.value), doc.meta.links!.title]) expect(text).toContain(words);
    for (const section of doc.body.sections) {
      expect(text).toContain(section.title);
      for (const block of section.blocks) if (block.kind === 'paragraph') expect(text).toContain(block.inlines.join(''));
      for (const step of section.subsections) expect(text).toContain(step.title);
    }
    expect(jsonLd).toEqual([expect.objectContaining({ '@type': 'BreadcrumbList' })]);
  });

  it('shows an edit of the file in the page, its head tags and its JSON-LD', async () => {
    const source = SOURCE.replace(/^title: .*$/m, 'title: "Buying a home in the capital"')
      .replace(/^description: .*$/m, 'description: "An edited description."')
      .replace(/^label: .*$/m, 'label: Buying guide')
      .replace(/^heading: .*$/m, 'heading: How buying works')
      .replace('## Set a budget that includes the fees {#budget}', '## Budget for the fees too {#budget}')
      .replace(/^On top of the price, plan for roughly .*$/m, 'Plan for 4% to 5% on top of the price.');
    edited.doc = parseContent('en/guides/buyer-guides', source, ROUTES);
    const { head, text, jsonLd } = await render();

    expect(head).toContain('<title>Buying a home in the capital | Manzil</title>');
    expect(head).toContain('<meta name="description" content="An edited description."/>');
    expect(head).toContain('<meta property="og:description" content="An edited description."/>');
    expect(head).toContain('<meta name="twitter:title" content="Buying a home in the capital | Manzil"/>');
    expect(text).toMatch(/^Home › Buying guide How buying works /);
    expect(text).toContain('Budget for the fees too Plan for 4% to 5% on top of the price.');
    expect(text).not.toContain('Set a budget that includes the fees');
    const breadcrumbs = jsonLd[0] as { itemListElement: { name: string }[] };
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Buying guide']);
  });
});
