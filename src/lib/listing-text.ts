import type { Locale } from '../i18n/locales.ts';

// A listing's own words in the page's language. The owner may write the title and description in
// Arabic too (title_ar, description_ar): Arabic pages show those where they are there, the English
// otherwise, marked as English; English pages always show the English. Every place that shows a
// listing's title or description (cards, the map's card and pins, the property page, its head and
// structured data, the inbox) asks here, so they never disagree.

/** A listing's text and the language it is in. */
export interface ListingText {
  text: string;
  lang: Locale;
}

/** What a listing's title is read from. */
export interface ListingTitles {
  title: string;
  title_ar?: string | null;
}

interface Described {
  description?: string | null;
  description_ar?: string | null;
}

/** The Arabic where the page is Arabic and the listing has it, else the English (which may be empty). */
function inLanguage(english: string | null | undefined, arabic: string | null | undefined, locale: string): ListingText {
  const ar = locale === 'ar' ? arabic?.trim() : '';
  return ar ? { text: ar, lang: 'ar' } : { text: english ?? '', lang: 'en' };
}

/** The listing's title in the page's language (`useLingui().i18n.locale`). */
export function listingTitle(listing: ListingTitles, locale: string): ListingText {
  return inLanguage(listing.title, listing.title_ar, locale);
}

/** The listing's description in the page's language; empty text when it has none. */
export function listingDescription(listing: Described, locale: string): ListingText {
  return inLanguage(listing.description, listing.description_ar, locale);
}

/**
 * The attributes of the element showing a listing's text: its language when that is not the
 * page's (English on an Arabic page), so screen readers and fonts treat it as English, and a
 * direction of its own, found from the text itself: English keeps its order on a right-to-left
 * page, and an English field an owner filled in Arabic still reads right to left.
 */
export function listingTextProps(text: ListingText, locale: string): { lang?: Locale; dir: 'auto' } {
  return text.lang === locale ? { dir: 'auto' } : { lang: text.lang, dir: 'auto' };
}
