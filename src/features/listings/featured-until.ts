import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDay } from '@/lib/format';

// When a listing's paid featuring ends, for the owner deciding whether to delete it.

/**
 * What deleting a listing loses of its featuring: null unless it is featured until a time still to
 * come (an expired featuring is nothing to lose, as the database's featured_now counts it).
 */
export function featuringLostOnDelete(i18n: I18n, featuredUntil: string | null | undefined, now = Date.now()): string | null {
  const until = featuredUntil ? Date.parse(featuredUntil) : NaN;
  if (!(until > now)) return null;
  const date = formatDay(i18n, until);
  return i18n._(msg`It is featured until ${date}. Deleting it ends the featuring you paid for; it cannot be moved to another listing.`);
}
