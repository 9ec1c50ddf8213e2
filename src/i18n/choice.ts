import { LOCALES, type Locale } from './locales';

// The visitor's choice of language, kept on this device: it decides only whether a page offers
// the other language, never which language an address serves.

const CHOICE_KEY = 'manzil:language';
const SCROLL_KEY = 'manzil:language-switch-scroll';

/** The language chosen on this device, if any. */
export function chosenLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(CHOICE_KEY);
    return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(CHOICE_KEY, locale);
  } catch {
    // Storage refused (private mode): the offer may show again, nothing else changes.
  }
}

/**
 * The language to offer a visitor on a page in `pageLocale`: the site's language that comes first
 * in the browser's preferences (Accept-Language's order), when it is not the page's.
 */
export function offeredLocale(languages: readonly string[], pageLocale: Locale): Locale | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if ((LOCALES as readonly string[]).includes(base)) return base === pageLocale ? null : (base as Locale);
  }
  return null;
}

/** Where the visitor was on the page, for the same page in the other language to open there. */
export function rememberScrollFor(href: string, scrollY: number) {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ href, scrollY }));
  } catch {
    // Without session storage the page opens at its top.
  }
}

/** Whether a page opened from the language switcher is still to be scrolled to where the visitor was. */
export function scrollAfterSwitchPending(): boolean {
  try {
    return sessionStorage.getItem(SCROLL_KEY) !== null;
  } catch {
    return false;
  }
}

/** Scrolls to where the visitor was on the other language's page, if this is that page. */
export function restoreScrollAfterSwitch(currentHref: string) {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') as { href: string; scrollY: number } | null;
    sessionStorage.removeItem(SCROLL_KEY);
    if (saved && saved.href === currentHref) window.scrollTo({ top: saved.scrollY, behavior: 'instant' });
  } catch {
    // Nothing kept: the page stays at its top.
  }
}
