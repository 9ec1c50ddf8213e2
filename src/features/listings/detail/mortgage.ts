// A mortgage estimate for a sale listing. The loan-to-value caps follow the UAE Central Bank's
// mortgage regulations (2013) for a first home:
//
//   buyer          | price up to AED 5M | above AED 5M
//   expatriate     | 80%                | 70%
//   UAE national   | 85%                | 75%
//   off-plan (any) | 50%                | 50%
//
// Second homes, fees (transfer, registration, valuation) and the bank's own limits are left out:
// the page says it is an estimate.

export const LTV_PRICE_THRESHOLD = 5_000_000;
export const MAX_TERM_YEARS = 25;
export const DEFAULT_RATE_PERCENT = 4.5;

export type Buyer = 'expatriate' | 'national';

/** The highest share of the price a bank may lend (0..1). */
export function maxLoanToValue(price: number, buyer: Buyer, offPlan: boolean): number {
  if (offPlan) return 0.5;
  const upToThreshold = price <= LTV_PRICE_THRESHOLD;
  if (buyer === 'national') return upToThreshold ? 0.85 : 0.75;
  return upToThreshold ? 0.8 : 0.7;
}

/** The monthly repayment of `principal` over `years` at a yearly rate (annuity formula; 0% splits it evenly). */
export function monthlyPayment(principal: number, ratePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const r = ratePercent / 100 / 12;
  if (r === 0) return principal / months;
  return (principal * r) / (1 - Math.pow(1 + r, -months));
}

export interface MortgageInput {
  price: number;
  downPayment: number;
  ratePercent: number;
  years: number;
  buyer: Buyer;
  offPlan: boolean;
}

export interface MortgageEstimate {
  /** The cap that applies (0..1). */
  loanToValue: number;
  /** The least down payment the cap allows. */
  minDownPayment: number;
  /** The loan: the price less the down payment, never above the cap. */
  loan: number;
  monthly: number;
  totalInterest: number;
  /** The down payment given is below the minimum: the estimate uses the minimum. */
  downPaymentRaised: boolean;
  /** The term given was longer than allowed: the estimate uses 25 years. */
  termCapped: boolean;
}

export function mortgageEstimate(input: MortgageInput): MortgageEstimate {
  const price = Math.max(0, input.price);
  const loanToValue = maxLoanToValue(price, input.buyer, input.offPlan);
  const minDownPayment = Math.ceil(price * (1 - loanToValue));
  const downPayment = Math.min(price, Math.max(input.downPayment, minDownPayment));
  const years = Math.min(Math.max(input.years, 1), MAX_TERM_YEARS);
  const rate = Math.max(0, input.ratePercent);
  const loan = price - downPayment;
  const monthly = monthlyPayment(loan, rate, years);
  return {
    loanToValue,
    minDownPayment,
    loan,
    monthly,
    totalInterest: Math.max(0, monthly * Math.round(years * 12) - loan),
    downPaymentRaised: input.downPayment < minDownPayment,
    termCapped: input.years > MAX_TERM_YEARS,
  };
}

/** Price per square foot, rounded to the dirham; null without a price or a size. */
export function pricePerSqft(price: number | null | undefined, sizeSqft: number | null | undefined): number | null {
  if (price === null || price === undefined || !sizeSqft || sizeSqft <= 0) return null;
  return Math.round(price / sizeSqft);
}
