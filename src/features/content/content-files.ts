import type { ContentDoc, DocOf, Template } from './content-schema';

// The pages of content/<lang>/, each its own chunk: a route's loader imports only its page, so no
// page (the home page least of all) carries the others' text. The build's Markdown plugin has
// already checked each file and turned it into data.
const FILES = import.meta.glob<ContentDoc>('/content/*/**/*.md', { import: 'default' });

export type Lang = 'en';

/** The page at content/<lang>/<path>.md ('guides/buyer-guides'), which must use `template`. */
export async function loadContent<T extends Template>(path: string, template: T, lang: Lang = 'en'): Promise<DocOf<T>> {
  const load = FILES[`/content/${lang}/${path}.md`];
  if (!load) throw new Error(`No content/${lang}/${path}.md`);
  const doc = await load();
  if (doc.meta.template !== template) throw new Error(`content/${lang}/${path}.md is a '${doc.meta.template}' page, not '${template}'`);
  return doc as DocOf<T>;
}

/** Every page of a language, for tests and lists. */
export function contentPaths(lang: Lang = 'en'): string[] {
  const prefix = `/content/${lang}/`;
  return Object.keys(FILES)
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length, -'.md'.length));
}
