import { describe, expect, it } from 'vitest';
import { en } from './i18n';
import { EXACT_COUNT_LIMIT, isEstimatedCount, resultCountLabel, roundEstimate } from '@/features/listings/result-count';

describe('result count wording', () => {
  it('states an exact count as it is, up to the exact-count limit', () => {
    expect(resultCountLabel(en, 0)).toBe('0 properties found');
    expect(resultCountLabel(en, 1)).toBe('1 property found');
    expect(resultCountLabel(en, 24)).toBe('24 properties found');
    expect(resultCountLabel(en, EXACT_COUNT_LIMIT)).toBe('1000 properties found');
    expect(isEstimatedCount(EXACT_COUNT_LIMIT)).toBe(false);
  });

  it('says an estimate is one, rounded, above the limit', () => {
    expect(isEstimatedCount(EXACT_COUNT_LIMIT + 1)).toBe(true);
    expect(resultCountLabel(en, 1001)).toBe('About 1,000 properties found');
    expect(resultCountLabel(en, 1234)).toBe('About 1,200 properties found');
    expect(resultCountLabel(en, 12_437)).toBe('About 12,400 properties found');
    expect(resultCountLabel(en, 49_960)).toBe('About 50,000 properties found');
    expect(resultCountLabel(en, 123_456)).toBe('About 123,000 properties found');
  });

  it('rounds to three significant digits, never finer than hundreds', () => {
    expect(roundEstimate(1049)).toBe(1000);
    expect(roundEstimate(1050)).toBe(1100);
    expect(roundEstimate(99_949)).toBe(99_900);
    expect(roundEstimate(99_950)).toBe(100_000);
    expect(roundEstimate(2_345_678)).toBe(2_350_000);
  });
});
