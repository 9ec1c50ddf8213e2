import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { cached, formatAed, formatNumber, isArabic, type FormatLocale } from './figures.ts';

export { dateLocale, formatAed, formatNumber, numberLocale, type FormatLocale } from './figures.ts';

// Figures in the page's language. Every formatter takes the page's I18n (or, for bare figures,
// its language): at the server each request has its own, so two pages in two languages never
// share a formatter's language. English is formatted for the UAE as it always was; Arabic as the
// UAE writes it, with Western digits (ar-AE-u-nu-latn: '2,150,000', not '٢٬١٥٠٬٠٠٠'). The bare
// figures are in figures.ts.

/** English's words for a missing price (the tests quote it). */
export const PRICE_ON_REQUEST = 'Price on request';
const priceOnRequest = msg`Price on request`;

const amountOf = (price: number | string | null | undefined): number | null => {
  if (price === null || price === undefined || price === '') return null;
  const value = typeof price === 'string' ? Number(price) : price;
  return Number.isFinite(value) ? value : null;
};

/** AED without decimals; a missing price reads 'Price on request'. */
export function formatPrice(i18n: I18n, price: number | string | null | undefined): string {
  const value = amountOf(price);
  return value === null ? i18n._(priceOnRequest) : formatAed(i18n, value);
}

/**
 * A listing's price as the UAE quotes it: a sale as a total, a rent per year ('AED 95,000/year';
 * annual rent, usually paid in cheques, is the convention here rather than a monthly figure).
 */
export function formatListingPrice(i18n: I18n, price: number | string | null | undefined, listingType: 'sale' | 'rent' | string): string {
  const value = amountOf(price);
  if (value === null) return i18n._(priceOnRequest);
  const amount = formatAed(i18n, value);
  return listingType === 'rent' ? i18n._(msg({ message: `${amount}/year`, comment: 'A yearly rent: "AED 95,000/year"' })) : amount;
}

/** Bedrooms in words: 0 is a studio ('Studio'), otherwise '1 bedroom', '3 bedrooms'. */
export function formatBedrooms(i18n: I18n, bedrooms: number): string {
  if (bedrooms === 0) return i18n._(msg({ message: 'Studio', comment: 'A listing with no separate bedroom' }));
  return i18n._(msg`${plural(bedrooms, { one: '# bedroom', other: '# bedrooms' })}`);
}

/** '1 bathroom', '3 bathrooms'. */
export function formatBathrooms(i18n: I18n, bathrooms: number): string {
  return i18n._(msg`${plural(bathrooms, { one: '# bathroom', other: '# bathrooms' })}`);
}

/** '1 bedroom', '3 bedrooms': English words only (pages in another language use the formatters above). */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A size in square feet: '1,850 sq ft' ('1,850 قدم مربع'); null without one. */
export function formatSize(i18n: I18n, sizeSqft: number | string | null | undefined): string | null {
  if (sizeSqft === null || sizeSqft === undefined || sizeSqft === '') return null;
  const value = Number(sizeSqft);
  if (!Number.isFinite(value)) return null;
  const size = formatNumber(i18n, value);
  return i18n._(msg`${size} sq ft`);
}

// Listings are in the UAE: a listing added at 1 a.m. in Abu Dhabi was added that day, wherever it is read.
const listedOn = cached((arabic) => new Intl.DateTimeFormat(arabic ? 'ar-AE-u-nu-latn' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' }));

/** The day a listing was added, in the UAE: '5 March 2026' ('5 مارس 2026'); null without a valid date. */
export function formatListedDate(locale: FormatLocale, createdAt: string | null | undefined): string | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : listedOn(locale).format(date);
}

const longDay = cached((arabic) => new Intl.DateTimeFormat(arabic ? 'ar-AE-u-nu-latn' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric' }));

/** A day in the reader's time zone: '5 March 2026' ('5 مارس 2026'). */
export const formatDay = (locale: FormatLocale, date: Date | number): string => longDay(locale).format(date);

const dayAndTime = cached(
  (arabic) => new Intl.DateTimeFormat(arabic ? 'ar-AE-u-nu-latn' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
);

/** A moment to the minute, in the reader's time zone: '5 Mar 2026, 14:05'. */
export const formatDateTime = (locale: FormatLocale, date: Date | number): string => dayAndTime(locale).format(date);

const relative = cached((arabic) => new Intl.RelativeTimeFormat(arabic ? 'ar-AE-u-nu-latn' : 'en-GB', { numeric: 'auto' }));

/** How long ago (or until) a moment, in the largest whole unit: '5 minutes ago', 'yesterday', 'قبل 3 أيام'. */
export function formatRelativeTime(locale: FormatLocale, date: Date | number, now = Date.now()): string {
  const seconds = Math.round((new Date(date).getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 24 * 3600],
    ['month', 30 * 24 * 3600],
    ['week', 7 * 24 * 3600],
    ['day', 24 * 3600],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative(locale).format(Math.round(seconds / size), unit);
  }
  return relative(locale).format(seconds, 'second');
}

/**
 * Someone's own words (a listing's title, a search's name, an area as typed) inside a sentence on
 * an Arabic page: isolated (FSI … PDI) when they hold Latin letters or digits, so they keep their
 * own order in right-to-left text ('3 BR Villa' never reads 'BR Villa 3'). Unchanged in English,
 * and for Arabic words, which need nothing.
 */
export function ownText(locale: FormatLocale, text: string): string {
  return isArabic(locale) && /[A-Za-z0-9]/.test(text) ? `\u2068${text}\u2069` : text;
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\u066B\u066C]/g;
/**
 * A number as typed on an Arabic keyboard, read as the app reads numbers: Arabic-Indic (٠–٩) and
 * Persian (۰–۹) digits as 0–9, the Arabic thousands mark (٬) as a comma and its decimal mark (٫)
 * as a point. Anything else is left as it is.
 */
export function westernDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (ch) => {
    const code = ch.charCodeAt(0);
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
