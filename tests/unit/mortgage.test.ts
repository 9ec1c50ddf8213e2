import { describe, expect, it } from 'vitest';
import { maxLoanToValue, monthlyPayment, mortgageEstimate, pricePerSqft } from '@/features/listings/detail/mortgage';

describe('loan-to-value caps (UAE Central Bank, first home)', () => {
  it.each([
    [5_000_000, 'expatriate', false, 0.8],
    [5_000_001, 'expatriate', false, 0.7],
    [5_000_000, 'national', false, 0.85],
    [12_000_000, 'national', false, 0.75],
    [1_500_000, 'expatriate', true, 0.5],
    [9_000_000, 'national', true, 0.5],
  ] as const)('AED %i, %s, off-plan %s: %f', (price, buyer, offPlan, cap) => {
    expect(maxLoanToValue(price, buyer, offPlan)).toBe(cap);
  });
});

describe('monthly payment', () => {
  it('follows the annuity formula', () => {
    // 1,000,000 at 4.5% over 25 years: 5,558.32 a month.
    expect(monthlyPayment(1_000_000, 4.5, 25)).toBeCloseTo(5558.32, 1);
    expect(monthlyPayment(1_200_000, 0, 25)).toBe(4000);
    expect(monthlyPayment(0, 4.5, 25)).toBe(0);
  });

  it('raises a down payment below the cap to the minimum, and caps the term at 25 years', () => {
    const estimate = mortgageEstimate({ price: 2_000_000, downPayment: 100_000, ratePercent: 4.5, years: 30, buyer: 'expatriate', offPlan: false });
    expect(estimate).toMatchObject({ loanToValue: 0.8, minDownPayment: 400_000, loan: 1_600_000, downPaymentRaised: true, termCapped: true });
    expect(estimate.monthly).toBeCloseTo(monthlyPayment(1_600_000, 4.5, 25), 6);
    expect(estimate.totalInterest).toBeCloseTo(estimate.monthly * 300 - 1_600_000, 6);
  });

  it('an off-plan home needs half down; a larger down payment lowers the loan', () => {
    expect(mortgageEstimate({ price: 3_000_000, downPayment: 0, ratePercent: 4.5, years: 20, buyer: 'national', offPlan: true })).toMatchObject({ minDownPayment: 1_500_000, loan: 1_500_000 });
    expect(mortgageEstimate({ price: 3_000_000, downPayment: 2_000_000, ratePercent: 4.5, years: 20, buyer: 'expatriate', offPlan: false })).toMatchObject({ loan: 1_000_000, downPaymentRaised: false });
  });
});

describe('price per square foot', () => {
  it('is rounded to the dirham, and absent without a price or size', () => {
    expect(pricePerSqft(2_500_000, 1_800)).toBe(1389);
    expect(pricePerSqft(null, 1_800)).toBeNull();
    expect(pricePerSqft(2_500_000, null)).toBeNull();
    expect(pricePerSqft(2_500_000, 0)).toBeNull();
  });
});
