// Relative, not '@/lib/zod': the build's Markdown plugin (scripts/content/) loads this file too,
// where the '@' alias does not exist.
import { z } from '../../lib/zod';

/* eslint-disable lingui/no-unlocalized-strings -- the build's errors about a Markdown file, for its writer, never shown on a page */

// The frontmatter of the Markdown pages in content/<lang>/, one schema per template. The build
// (scripts/content/vite-plugin.ts) checks every file against these and fails on the first error;
// pages get the parsed, typed result. Body text is Markdown: see ContentBody below.

const text = z.string().trim().min(1);
/** An address in this app: '/buyer-guides', '/buy?location=Yas%20Island'. Checked against the route tree at build time. */
const appPath = z.string().regex(/^\/[^\s]*$/, 'must be a path in this app, starting with /');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD');

/** Every page: where it lives, its <title> and meta description. */
const address = {
  /** The page's path, its canonical URL and the route that serves it. */
  route: appPath,
  /** The page's own <title> (the site name is appended). */
  title: text,
  description: text,
};
/** ... and its breadcrumb after Home (or after `parent`). */
const page = { ...address, label: text };

const fact = z.strictObject({ label: text, value: text });
const faq = z.strictObject({ question: text, answer: text });
const link = z.strictObject({ to: appPath, label: text, text });

/** Guides and the data pages (sold prices, commercial, calculator ...): the shell with h1, intro and sections. */
const sectionPage = {
  ...page,
  /** Prefix of the ids the template gives its own sections ('buyerGuides' -> 'buyerGuides-links'). */
  key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*$/),
  heading: text,
  intro: text,
  /** Key figures shown under the intro. */
  facts: z.array(fact).optional(),
  /** A titled grid of links after the sections. */
  links: z.strictObject({ title: text, items: z.array(link).min(1) }).optional(),
};

export const guideSchema = z.strictObject({ template: z.literal('guide'), ...sectionPage });
export const dataPageSchema = z.strictObject({ template: z.literal('data-page'), ...sectionPage });

export const articleSchema = z.strictObject({
  template: z.literal('article'),
  ...address,
  /** The h1, the Article's headline and the last breadcrumb. */
  heading: text,
  /** The breadcrumb between Home and the article. */
  parent: z.strictObject({ label: text, to: appPath }),
  datePublished: isoDate,
  readingMinutes: z.number().int().positive(),
});

const listPage = z.strictObject({ ...page });
export const articleListSchema = z.strictObject({
  template: z.literal('article-list'),
  ...page,
  heading: text,
  intro: text,
  /** The same list at other addresses, each with its own label, title and description. */
  alternates: z.array(listPage).default([]),
  /** Cards in order: an article of content/<lang>/articles by its file name, or any page. */
  cards: z.array(
    z.union([
      z.strictObject({ article: z.string().regex(/^[a-z0-9-]+$/), category: text }),
      z.strictObject({ to: appPath, title: text, description: text, category: text }),
    ]),
  ),
});

export const legalSchema = z.strictObject({
  template: z.literal('legal'),
  ...page,
  heading: text,
  updated: isoDate,
});

export const locationSchema = z.strictObject({
  template: z.literal('location'),
  ...page,
  /** The area's name: its h1, and what its search links search for. */
  name: text,
  tagline: text,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Price growth over twelve months, shown with the area's listing count and average price (src/lib/areas.ts). */
  growthPercent: z.number().optional(),
  propertyTypes: z.array(z.strictObject({ type: text, startingFrom: z.number().int().positive(), description: text })).optional(),
  attractions: z.array(z.strictObject({ name: text, travelTime: text, note: text })).optional(),
  highlights: z.array(z.strictObject({ title: text, text })).optional(),
  priceRanges: z.array(z.strictObject({ label: text, range: text, note: text })).optional(),
  faqs: z.array(faq).optional(),
});

export const companySchema = z.strictObject({
  template: z.literal('company'),
  ...page,
  heading: text,
  intro: text,
  contact: z
    .strictObject({
      phone: text,
      phoneHref: z.string().startsWith('tel:'),
      callHours: text,
      emails: z.array(z.strictObject({ label: text, address: z.email(), text })),
      address: z.array(text),
      visitNote: text,
    })
    .optional(),
  releases: z.array(z.strictObject({ date: isoDate, title: text, summary: text })).optional(),
  facts: z.array(fact).optional(),
  jobs: z.array(z.strictObject({ role: text, location: text, type: text, team: text, description: text })).optional(),
  /** Where applications go. */
  email: z.email().optional(),
});

export const newsSchema = z.strictObject({
  template: z.literal('news'),
  ...page,
  heading: text,
  intro: text,
  items: z.array(z.strictObject({ date: isoDate, category: text, title: text, summary: text })).min(1),
});

export const faqsSchema = z.strictObject({
  template: z.literal('faqs'),
  ...page,
  heading: text,
  intro: text,
  items: z.array(faq).min(1),
});

export const frontmatterSchema = z.discriminatedUnion('template', [
  guideSchema,
  dataPageSchema,
  articleSchema,
  articleListSchema,
  legalSchema,
  locationSchema,
  companySchema,
  newsSchema,
  faqsSchema,
]);

/* eslint-enable lingui/no-unlocalized-strings */

export type Frontmatter = z.infer<typeof frontmatterSchema>;
export type Template = Frontmatter['template'];

// The body, parsed from Markdown at build time into this small tree (no parser in the browser):
// text before the first '## ' heading is the lead; each '## Title {#id}' opens a section, and
// each '### Title' in it a subsection. Paragraphs, '- ' lists and [links](/path) are all the
// Markdown a page uses; anything else fails the build.

/** Text, or a link: an app path ('/faqs'), 'mailto:' or 'tel:'. */
export type Inline = string | { href: string; text: string };
export type Block = { kind: 'paragraph'; inlines: Inline[] } | { kind: 'list'; items: Inline[][] };

export interface Subsection {
  title: string;
  blocks: Block[];
}

export interface Section {
  /** From '{#id}' after the heading: the heading's id, which the section is labelled by. */
  id?: string;
  title: string;
  blocks: Block[];
  subsections: Subsection[];
}

export interface ContentBody {
  lead: Block[];
  sections: Section[];
}

export interface ContentDoc<F extends Frontmatter = Frontmatter> {
  /** 'en/guides/buyer-guides': language, then the path under content/<lang>/ without .md. */
  file: string;
  meta: F;
  body: ContentBody;
}

export type DocOf<T extends Template> = ContentDoc<Extract<Frontmatter, { template: T }>>;
