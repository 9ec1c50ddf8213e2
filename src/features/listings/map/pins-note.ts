import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber } from '@/lib/format';
import type { MapPins } from '../api/search-map-pins';
import { isEstimatedCount, roundEstimate } from '../result-count';

/**
 * What the map says when a search finds more listings than it has pins for, or null when every
 * match is a pin: 'Showing 2,000 of about 5,400 matches: …'. The total is named only when it says
 * more than the pins do, since an estimate (above max_rows) can fall short of the real number.
 */
export function pinsCapNote(i18n: I18n, { pins, count, capped }: MapPins): string | null {
  if (!capped) return null;
  const estimated = isEstimatedCount(count);
  const total = estimated ? roundEstimate(count) : count;
  const shown = formatNumber(i18n, pins.length);
  const all = formatNumber(i18n, total);
  if (total <= pins.length) return i18n._(msg`Showing the first ${shown} matches: zoom in and search this area to see the rest.`);
  return estimated
    ? i18n._(msg`Showing ${shown} of about ${all} matches: zoom in and search this area to see the rest.`)
    : i18n._(msg`Showing ${shown} of ${all} matches: zoom in and search this area to see the rest.`);
}
