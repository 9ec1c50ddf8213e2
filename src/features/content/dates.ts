import { numberLocale } from '@/lib/format';

// The pages' dates ('15 July 2025', '15 يوليو 2025'), in the page's language, with Western digits
// in Arabic as everywhere on the site. A date in the frontmatter is a day, so it is read in UTC.

const formats = new Map<string, Intl.DateTimeFormat>();

/** A date (YYYY-MM-DD) as the page's language writes it; `month: 'short'` for tables ('24 Jun 2025'). */
export function formatContentDate(iso: string, locale: string, month: 'long' | 'short' = 'long'): string {
  const tag = numberLocale(locale);
  let format = formats.get(`${tag} ${month}`);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });
    formats.set(`${tag} ${month}`, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}
