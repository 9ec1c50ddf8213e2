import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatNumber } from '@/lib/format';

/**
 * The most matches a search counts exactly: the API's max_rows ([api] in supabase/config.toml).
 * Searches ask for an 'estimated' count, which is exact up to this many and the database
 * planner's estimate above it, so a total above it is always an estimate.
 */
export const EXACT_COUNT_LIMIT = 1000;

export function isEstimatedCount(count: number): boolean {
  return count > EXACT_COUNT_LIMIT;
}

/**
 * An estimate rounded to a figure that does not pretend to precision it lacks: three significant
 * digits, and never finer than hundreds (12,437 reads 12,400; 1,234 reads 1,200).
 */
export function roundEstimate(count: number): number {
  const step = Math.max(100, 10 ** (Math.floor(Math.log10(Math.max(1, count))) - 2));
  return Math.max(step, Math.round(count / step) * step);
}

/** The result count line: '12 properties found', or for an estimate 'About 12,400 properties found'. */
export function resultCountLabel(i18n: I18n, count: number): string {
  // An exact count is written without separators ('1000 properties found'), as it always was.
  if (!isEstimatedCount(count)) {
    const exact = String(count);
    return i18n._(msg`${plural(count, { one: `${exact} property found`, other: `${exact} properties found` })}`);
  }
  const about = formatNumber(i18n, roundEstimate(count));
  // A multiple of 100: plural in English and Arabic alike.
  return i18n._(msg`About ${about} properties found`);
}
