// Arabic folded for keyword search: the rule of public.arabic_search_text() in
// supabase/migrations/20261202090000_arabic-listing-text.sql, which folds the stored Arabic title
// and description. The search folds what people type by this one function, so 'شقة' finds 'شقه',
// 'مطلة' finds 'مُطِلّة', and 'اطلالة' finds 'إطلالة'. An integration test runs both over the same
// text (tests/integration/arabic-listings.test.ts), so the two cannot drift apart.

/** Letters written several ways, each to the one the search keeps. */
const FOLDS: Record<string, string> = {
  '\u0623': '\u0627', // أ alef with hamza above → ا
  '\u0625': '\u0627', // إ alef with hamza below → ا
  '\u0622': '\u0627', // آ alef with madda → ا
  '\u0671': '\u0627', // ٱ alef wasla → ا
  '\u0629': '\u0647', // ة teh marbuta → ه
  '\u0649': '\u064A', // ى alef maksura → ي
};
const FOLDED = /[\u0623\u0625\u0622\u0671\u0629\u0649]/g;
/** Harakat and other marks over or under a letter, the superscript alef, Quranic marks, and tatweel (ـ). */
// A class of marks alone, each to be removed wherever it is: no mark is meant to combine with a letter here.
// eslint-disable-next-line no-misleading-character-class
const MARKS = /[\u0610-\u061A\u0640\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED]/g;

/** Text with its Arabic folded for search (see the header); any other letters are left as they are. */
export function arabicSearchText(value: string): string {
  return value.replace(FOLDED, (letter) => FOLDS[letter]).replace(MARKS, '');
}
