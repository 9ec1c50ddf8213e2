import { describe, expect, it } from 'vitest';
import { commercialSuggestions, SUGGESTION_HIDE_DELAY_MS } from '@/features/content/commercial-suggestions';
import { COMMERCIAL_AREAS } from '@/lib/areas';

describe('commercialSuggestions', () => {
  it('suggests nothing under 2 characters, after trimming', () => {
    expect(commercialSuggestions('')).toEqual([]);
    expect(commercialSuggestions('a')).toEqual([]);
    expect(commercialSuggestions('  m  ')).toEqual([]);
  });

  it('matches names that start with the typed text only', () => {
    const result = commercialSuggestions('al r');
    expect(result).toEqual(['Al Raha Beach', 'Al Reem Island']);
    expect(result).not.toContain('Corniche Area');
    // 'ma' is inside 'Abu Dhabi Marina' and 'Al Maryah Island' but neither starts with it.
    expect(commercialSuggestions('ma')).toEqual(['Masdar City']);
  });

  it('ignores case and surrounding spaces', () => {
    expect(commercialSuggestions('  YAS ')).toEqual(['Yas Island']);
    expect(commercialSuggestions('mUsS')).toEqual(['Mussafah']);
  });

  it('returns at most 8 names', () => {
    const names = Array.from({ length: 20 }, (_, i) => `Area ${i}`);
    expect(commercialSuggestions('ar', names)).toHaveLength(8);
    expect(commercialSuggestions('al', COMMERCIAL_AREAS).length).toBeLessThanOrEqual(8);
    expect(commercialSuggestions('al', COMMERCIAL_AREAS).every((n) => n.startsWith('Al '))).toBe(true);
  });

  it('hides the list 120 ms after blur', () => {
    expect(SUGGESTION_HIDE_DELAY_MS).toBe(120);
  });
});
