import { describe, expect, it } from 'vitest';
import { parsePriceInput, TRANSFER_FEE_RATE, transferFee } from '@/features/content/stamp-duty';

describe('transfer fee (stamp duty calculator)', () => {
  it('uses the 2% rate the FAQ states, in one constant', () => {
    expect(TRANSFER_FEE_RATE).toBe(0.02);
  });

  it('is 2% of the price', () => {
    expect(transferFee(2_500_000)).toBe(50_000);
    expect(transferFee(1_000_000)).toBe(20_000);
  });

  it('rounds to whole dirhams', () => {
    expect(transferFee(1_234_567)).toBe(24_691); // 24,691.34
    expect(transferFee(1_234_575)).toBe(24_692); // 24,691.50
    expect(transferFee(999.99)).toBe(20);
  });

  it('is 0 for zero, negative or non-finite prices', () => {
    expect(transferFee(0)).toBe(0);
    expect(transferFee(-500_000)).toBe(0);
    expect(transferFee(Number.NaN)).toBe(0);
    expect(transferFee(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('parsePriceInput', () => {
  it('accepts commas, spaces and an AED prefix', () => {
    expect(parsePriceInput('2,500,000')).toBe(2_500_000);
    expect(parsePriceInput(' 2500000 ')).toBe(2_500_000);
    // From an Arabic keyboard: Arabic-Indic digits, the Arabic thousands and decimal marks.
    expect(parsePriceInput('٢٬٥٠٠٬٠٠٠')).toBe(2_500_000);
    expect(parsePriceInput('٢٥٠٠٠٠٠٫٥')).toBe(2_500_000.5);
    expect(parsePriceInput('AED 1,750,000.50')).toBe(1_750_000.5);
  });

  it('rejects empty, zero, negative and non-numeric input', () => {
    for (const text of ['', '   ', '0', '-100', 'abc', '2.5M', '1,2,3e5', '12.345']) {
      expect(parsePriceInput(text)).toBeNull();
    }
  });
});
