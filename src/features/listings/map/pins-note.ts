import type { MapPins } from '../api/search-map-pins';
import { isEstimatedCount, roundEstimate } from '../result-count';

const grouped = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });

/**
 * What the map says when a search finds more listings than it has pins for, or null when every
 * match is a pin: 'Showing 2,000 of about 5,400 matches: …'. The total is named only when it says
 * more than the pins do, since an estimate (above max_rows) can fall short of the real number.
 */
export function pinsCapNote({ pins, count, capped }: MapPins): string | null {
  if (!capped) return null;
  const estimated = isEstimatedCount(count);
  const total = estimated ? roundEstimate(count) : count;
  const shown = grouped.format(pins.length);
  const showing = total > pins.length ? `${shown} of ${estimated ? 'about ' : ''}${grouped.format(total)}` : `the first ${shown}`;
  return `Showing ${showing} matches: zoom in and search this area to see the rest.`;
}
