import type { I18n } from '@lingui/core';
import { localeOf, type Locale } from '@/i18n/locales';
import type { ContentDoc, DocOf, Template } from './content-schema';

// The pages of content/<lang>/, each its own chunk: a route's loader imports only its page, so no
// page (the home page least of all) carries the others' text. The build's Markdown plugin has
// already checked each file and turned it into data. Every English page has its Arabic twin at
// the same path under content/ar/ (a unit test holds them to the same structure), whose index
// is loaded by Arabic pages only (content-files-ar.ts).
const ENGLISH_FILES = import.meta.glob<ContentDoc>('/content/en/**/*.md', { import: 'default' });

type Files = typeof ENGLISH_FILES;
const filesOf = async (lang: Lang): Promise<Files> => (lang === 'ar' ? (await import('./content-files-ar')).ARABIC_FILES : ENGLISH_FILES);

export type Lang = Locale;

/** The language of the content a route's loader reads: its I18n's (app/start.tsx loads the routes once the page's messages are active). */
export const contentLang = (i18n: I18n): Lang => localeOf(i18n);

/** The page at content/<lang>/<path>.md ('guides/buyer-guides'), which must use `template`. */
export async function loadContent<T extends Template>(path: string, template: T, lang: Lang = 'en'): Promise<DocOf<T>> {
  const load = (await filesOf(lang))[`/content/${lang}/${path}.md`];
  if (!load) throw new Error(`No content/${lang}/${path}.md`);
  const doc = await load();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for the developer, never shown on a page
  if (doc.meta.template !== template) throw new Error(`content/${lang}/${path}.md is a '${doc.meta.template}' page, not '${template}'`);
  return doc as DocOf<T>;
}

/** Every page of a language, for tests and lists. */
export async function contentPaths(lang: Lang = 'en'): Promise<string[]> {
  const prefix = `/content/${lang}/`;
  return Object.keys(await filesOf(lang))
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length, -'.md'.length));
}
