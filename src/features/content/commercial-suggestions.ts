import { COMMERCIAL_AREAS } from '@/lib/areas';

// The commercial location box: suggestions from 2 characters, names
// starting with the typed text, at most 8, hidden about 120 ms after the box loses focus.

export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_LIMIT = 8;
/** Delay before the list hides after blur, so a click on a suggestion still lands. */
export const SUGGESTION_HIDE_DELAY_MS = 120;

export function commercialSuggestions(input: string, names: readonly string[] = COMMERCIAL_AREAS): string[] {
  const typed = input.trim().toLowerCase();
  if (typed.length < SUGGESTION_MIN_CHARS) return [];
  return names.filter((name) => name.toLowerCase().startsWith(typed)).slice(0, SUGGESTION_LIMIT);
}
