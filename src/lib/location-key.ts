/**
 * Matching rule for locations: case, spaces, hyphens and punctuation ignored, so
 * `businessbay` finds "Business Bay". The database's `location_key` column applies the same rule.
 * (Its own module: the area lists in both languages build on it.)
 */
export function locationKey(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
