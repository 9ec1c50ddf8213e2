// Build-time reading of content/<lang>/**/*.md: YAML frontmatter checked by the template's zod
// schema, and the Markdown body turned into the small tree the templates render (so no Markdown
// parser ships to the browser). Every app link, in the frontmatter or the text, must lead to a
// route of the app. Used by the Vite plugin beside this file and by the unit tests.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Lexer, type Token, type Tokens } from 'marked';
import { parse as parseYaml } from 'yaml';
import {
  frontmatterSchema,
  type Block,
  type ContentBody,
  type ContentDoc,
  type Inline,
  type Section,
} from '../../src/features/content/content-schema.ts';

export class ContentError extends Error {
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'ContentError';
  }
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** The frontmatter object and the Markdown after it. */
export function splitFrontmatter(file: string, source: string): { data: unknown; markdown: string } {
  const match = FRONTMATTER.exec(source);
  if (!match) throw new ContentError(file, 'no frontmatter (a --- block at the top)');
  return { data: parseYaml(match[1] ?? ''), markdown: source.slice(match[0].length) };
}

function inlines(file: string, tokens: Token[] | undefined): Inline[] {
  const out: Inline[] = [];
  const pushText = (value: string) => {
    // A line break inside a paragraph is a space, as a browser would show it.
    const text = value.replace(/\s*\n\s*/g, ' ');
    if (typeof out[out.length - 1] === 'string') out[out.length - 1] += text;
    else out.push(text);
  };
  for (const token of tokens ?? []) {
    if (token.type === 'text' || token.type === 'escape') {
      const nested = (token as Tokens.Text).tokens;
      if (!nested?.length) pushText(token.text);
      else for (const inline of inlines(file, nested)) if (typeof inline === 'string') pushText(inline);
      else out.push(inline);
    } else if (token.type === 'link') {
      out.push({ href: (token as Tokens.Link).href, text: token.text });
    } else {
      throw new ContentError(file, `Markdown '${token.raw}' (${token.type}) is not used on pages: write plain text, lists and [links](/path)`);
    }
  }
  return out;
}

const HEADING_ID = /\s*\{#([a-zA-Z][\w-]*)\}\s*$/;

/** The body's tree: lead blocks, then '##' sections with their '###' subsections. */
export function parseBody(file: string, markdown: string): ContentBody {
  const body: ContentBody = { lead: [], sections: [] };
  let section: Section | undefined;
  let blocks = body.lead;
  for (const token of new Lexer({ gfm: false }).lex(markdown)) {
    if (token.type === 'space') continue;
    if (token.type === 'heading') {
      const heading = token as Tokens.Heading;
      const id = HEADING_ID.exec(heading.text)?.[1];
      const title = heading.text.replace(HEADING_ID, '');
      if (heading.depth === 2) {
        section = { ...(id ? { id } : {}), title, blocks: [], subsections: [] };
        body.sections.push(section);
        blocks = section.blocks;
      } else if (heading.depth === 3 && section) {
        const subsection = { title, blocks: [] };
        section.subsections.push(subsection);
        blocks = subsection.blocks;
      } else {
        throw new ContentError(file, `heading '${heading.raw.trim()}': pages use '## ' for sections and '### ' inside them (the template writes the h1)`);
      }
    } else if (token.type === 'paragraph') {
      blocks.push({ kind: 'paragraph', inlines: inlines(file, (token as Tokens.Paragraph).tokens) });
    } else if (token.type === 'list' && !(token as Tokens.List).ordered) {
      const items = (token as Tokens.List).items.map((item) => inlines(file, item.tokens));
      blocks.push({ kind: 'list', items } satisfies Block);
    } else {
      throw new ContentError(file, `Markdown '${token.raw.trim().slice(0, 60)}' (${token.type}) is not used on pages: write paragraphs, '- ' lists and '##'/'###' headings`);
    }
  }
  return body;
}

/** Every link in a document: `to` and `route` values anywhere in the frontmatter, and links in the text. */
export function documentLinks(doc: ContentDoc): string[] {
  const links: string[] = [];
  const walk = (value: unknown, key?: string) => {
    if (typeof value === 'string' && (key === 'to' || key === 'route')) links.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(doc.meta);
  const blocks = [...doc.body.lead, ...doc.body.sections.flatMap((s) => [...s.blocks, ...s.subsections.flatMap((sub) => sub.blocks)])];
  for (const block of blocks) {
    const lines = block.kind === 'paragraph' ? [block.inlines] : block.items;
    for (const line of lines) for (const inline of line) if (typeof inline !== 'string') links.push(inline.href);
  }
  return links;
}

/**
 * The app's routes from the generated route tree ('/about', '/property/$id'), without the
 * catch-all not-found route, which would match anything.
 */
export function appRoutes(routeTreeSource: string): string[] {
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(routeTreeSource)?.[1];
  if (!block) throw new Error('routeTree.gen.ts: no FileRoutesByFullPath');
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1] ?? '').filter((path) => path !== '/$');
}

export function readAppRoutes(routeTreeFile: string | URL): string[] {
  return appRoutes(readFileSync(routeTreeFile, 'utf8'));
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether an app path ('/buy?location=X', '/property/abc') is served by one of the routes. */
export function isAppRoute(href: string, routes: readonly string[]): boolean {
  const path = withoutTrailingSlash(href.split(/[?#]/)[0] ?? '');
  const segments = path.split('/');
  return routes.some((route) => {
    const parts = withoutTrailingSlash(route).split('/');
    return parts.length === segments.length && parts.every((part, i) => (part.startsWith('$') ? segments[i] !== '' : part === segments[i]));
  });
}

/** Throws when a link of the document leads to no route, or is neither an app path, mailto: nor tel:. */
export function checkLinks(doc: ContentDoc, routes: readonly string[]): void {
  for (const href of documentLinks(doc)) {
    if (/^(mailto|tel):/.test(href)) continue;
    if (!href.startsWith('/')) throw new ContentError(doc.file, `link '${href}': pages link to app paths (/...), mailto: or tel:`);
    if (!isAppRoute(href, routes)) throw new ContentError(doc.file, `link '${href}' leads to no route of the app (src/routes)`);
  }
}

/**
 * One Markdown file as the page's document. `file` is its path under content/ without '.md'
 * ('en/guides/buyer-guides'). Throws a ContentError naming the file on bad frontmatter, unused
 * Markdown or a link to no route.
 */
export function parseContent(file: string, source: string, routes: readonly string[]): ContentDoc {
  const { data, markdown } = splitFrontmatter(file, source);
  const meta = frontmatterSchema.safeParse(data);
  if (!meta.success) {
    const issues = meta.error.issues.map((issue) => `${issue.path.join('.') || '(frontmatter)'}: ${issue.message}`);
    throw new ContentError(file, `frontmatter: ${issues.join('; ')}`);
  }
  const doc: ContentDoc = { file, meta: meta.data, body: parseBody(file, markdown) };
  checkLinks(doc, routes);
  return doc;
}

/** An article list's cards name articles by file: each must exist beside the list. */
export function checkArticleCards(doc: ContentDoc, contentDir: string): void {
  if (doc.meta.template !== 'article-list') return;
  const lang = doc.file.split('/')[0] ?? 'en';
  for (const card of doc.meta.cards) {
    if ('article' in card && !existsSync(join(contentDir, lang, 'articles', `${card.article}.md`))) {
      throw new ContentError(doc.file, `card: no article content/${lang}/articles/${card.article}.md`);
    }
  }
}
