// The languages of the site. English lives at the site's addresses as they have always been;
// Arabic at the same addresses under /ar (/ar/buy, /ar/property/<id>). The language of a page is
// its address's: never a cookie or a header, so a shared link and a crawler always get the
// language the address names.

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

const ARABIC_PREFIX = /^\/ar(?=\/|$)/;

/** The language of an I18n instance (a request's or the page's), as one of the site's languages. */
export const localeOf = (i18n: { locale: string }): Locale => ((LOCALES as readonly string[]).includes(i18n.locale) ? (i18n.locale as Locale) : DEFAULT_LOCALE);

/** The language an address names. */
export const localeOfPath = (pathname: string): Locale => (ARABIC_PREFIX.test(pathname) ? 'ar' : 'en');

/** The app's own path for an address, without its language prefix ('/ar/buy' is '/buy', '/ar' is '/'). */
export const pathWithoutLocale = (pathname: string): string => pathname.replace(ARABIC_PREFIX, '') || '/';

/** The address of an app path in a language: English as it is, Arabic under /ar. */
export function localizedPath(pathname: string, locale: Locale): string {
  const path = pathWithoutLocale(pathname);
  if (locale === 'en') return path;
  return path === '/' ? '/ar' : `/ar${path}`;
}

/** An app href (path, query and hash) as an address in a language. */
export function localizedHref(href: string, locale: Locale): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  return localizedPath(path, locale) + (cut === -1 ? '' : href.slice(cut));
}

/** Text direction of a language, for <html dir> and Mantine's DirectionProvider. */
export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** Each language's own name, as the language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };
