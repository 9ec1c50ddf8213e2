import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { articleLd, breadcrumbLd, faqPageLd, placeLd, type Crumb } from '@/lib/json-ld';
import { localeOf } from '@/i18n/locales';
import { pageHead, type PageHead } from '@/lib/seo';
import { contentLang, loadContent } from './content-files';
import type { ContentDoc, DocOf, Template } from './content-schema';

// A content page's head (title, description, canonical, Open Graph) and JSON-LD, all from its
// Markdown file's frontmatter. The Home crumb is in the page's language: the route passes the
// request's I18n (at the server each request has its own).

const home = (i18n: I18n): Crumb => ({ label: i18n._(msg`Home`), to: '/' });

/** An article list's own address: its main route or one of its alternates ('/tech-blog'). */
export function listVariant(doc: DocOf<'article-list'>, route: string) {
  return doc.meta.alternates.find((alternate) => alternate.route === route) ?? doc.meta;
}

/** Home, (the parent,) then the page. */
export function contentCrumbs(doc: ContentDoc, i18n: I18n, route = doc.meta.route): Crumb[] {
  const meta = doc.meta;
  const HOME = home(i18n);
  if (meta.template === 'article') return [HOME, meta.parent, { label: meta.heading }];
  if (meta.template === 'article-list') return [HOME, { label: listVariant(doc as DocOf<'article-list'>, route).label }];
  return [HOME, { label: meta.label }];
}

/** The route's `head`; `route` picks an article list's variant. No tags while the page is not loaded. */
export function contentHead(doc: ContentDoc | undefined, i18n: I18n, route?: string): PageHead {
  if (!doc) return { meta: [], links: [], scripts: [] };
  const meta = doc.meta;
  const path = route ?? meta.route;
  const breadcrumbs = breadcrumbLd(contentCrumbs(doc, i18n, path), path);
  switch (meta.template) {
    case 'article':
      return pageHead({ locale: localeOf(i18n),
        title: meta.title,
        description: meta.description,
        path,
        type: 'article',
        jsonLd: [articleLd({ headline: meta.heading, description: meta.description, path, datePublished: meta.datePublished }), breadcrumbs],
      });
    case 'article-list': {
      const variant = listVariant(doc as DocOf<'article-list'>, path);
      return pageHead({ locale: localeOf(i18n), title: variant.title, description: variant.description, path, jsonLd: [breadcrumbs] });
    }
    case 'location':
      return pageHead({ locale: localeOf(i18n),
        title: meta.title,
        description: meta.description,
        path,
        jsonLd: [
          placeLd({ name: meta.name, description: meta.description, path, latitude: meta.latitude, longitude: meta.longitude }),
          breadcrumbs,
          ...(meta.faqs?.length ? [faqPageLd(meta.faqs)] : []),
        ],
      });
    case 'faqs':
      return pageHead({ locale: localeOf(i18n), title: meta.title, description: meta.description, path, jsonLd: [faqPageLd(meta.items), breadcrumbs] });
    default:
      return pageHead({ locale: localeOf(i18n), title: meta.title, description: meta.description, path, jsonLd: [breadcrumbs] });
  }
}

/**
 * A content route's loader: its page's file in the page's language, with the page's head worked
 * out beside it (the route's `head` is loadedHead).
 */
export async function loadContentPage<T extends Template>(path: string, template: T, i18n: I18n): Promise<{ doc: DocOf<T>; head: PageHead }> {
  const doc = await loadContent(path, template, contentLang(i18n));
  return { doc, head: contentHead(doc, i18n) };
}
