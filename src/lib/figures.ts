// Bare figures in a language: numbers and dirham amounts, with no words to translate. Free of
// packages and message macros, so the alerts edge function (Deno) writes prices as the site does.
// English is formatted for the UAE; Arabic as the UAE writes it, with Western digits.

/** A page's language as the formatters know it: an I18n (anything with a locale), or its locale ('en', 'ar'). */
export type FormatLocale = { locale: string } | string;

export const isArabic = (locale: FormatLocale) => (typeof locale === 'string' ? locale : locale.locale) === 'ar';

export const cached = <T>(make: (arabic: boolean) => T) => {
  const made = new Map<boolean, T>();
  return (locale: FormatLocale): T => {
    const arabic = isArabic(locale);
    let value = made.get(arabic);
    if (value === undefined) made.set(arabic, (value = make(arabic)));
    return value;
  };
};

/** Intl's locale for numbers: English (UAE), or Arabic (UAE) with Western digits. */
export const numberLocale = (locale: FormatLocale): string => (isArabic(locale) ? 'ar-AE-u-nu-latn' : 'en-AE');
/** Intl's locale for dates: British English (5 March 2026), or Arabic (UAE) with Western digits. */
export const dateLocale = (locale: FormatLocale): string => (isArabic(locale) ? 'ar-AE-u-nu-latn' : 'en-GB');

// Made on first use, as every formatter here: a page's first Intl formatter loads the locale's
// data, which is a phone's main thread busy while the app's code is still starting.
const aed = cached(() => new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED', minimumFractionDigits: 0, maximumFractionDigits: 0 }));
const wholeNumber = cached((arabic) => new Intl.NumberFormat(arabic ? 'ar-AE-u-nu-latn' : 'en-AE', { maximumFractionDigits: 0 }));

/** A whole number with the language's separators: '12,400'. */
export const formatNumber = (locale: FormatLocale, value: number): string => wholeNumber(locale).format(value);

/**
 * An amount in dirhams, no decimals: 'AED 2,150,000' in English; '2,150,000 درهم' in Arabic (the
 * word UAE listings write, where Intl would write the symbol د.إ.). The Arabic figure comes first
 * in reading order, so in right-to-left text it stands at the start, its digits in their own order.
 */
export function formatAed(locale: FormatLocale, amount: number): string {
  return isArabic(locale) ? `${formatNumber(locale, amount)}\u00A0درهم` : aed(locale).format(amount);
}
