import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { westernDigits } from '@/lib/format';

// The Abu Dhabi transfer fee the site's own FAQ states: one rate, one place.

/** Transfer (registration) fee charged by the Department of Municipalities and Transport: 2% of the price. */
export const TRANSFER_FEE_RATE = 0.02;

/** The transfer fee in whole dirhams; 0 for a price that is not a positive, finite number. */
export function transferFee(price: number): number {
  if (!Number.isFinite(price) || price <= 0) return 0;
  return Math.round(price * TRANSFER_FEE_RATE);
}

/**
 * Reads a price typed by a person: '2,500,000', '2500000', 'AED 2,500,000', '2 500 000.50' or, on
 * an Arabic keyboard, '٢٬٥٠٠٬٠٠٠'. Returns null when the text is not a positive amount.
 */
export function parsePriceInput(text: string): number | null {
  const cleaned = westernDigits(text).trim().replace(/^aed\s*/i, '').replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) && value > 0 ? value : null;
}

// The types are keys; BUYER_TYPE_LABELS and PROPERTY_TYPE_LABELS have the words the calculator shows.
// eslint-disable-next-line lingui/no-unlocalized-strings
export const BUYER_TYPES = ['First Time Buyer', 'Home Mover', 'Additional Property', 'Company Purchase'] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];

export const DUTY_PROPERTY_TYPES = ['Residential', 'Commercial', 'Mixed Use'] as const;
export type DutyPropertyType = (typeof DUTY_PROPERTY_TYPES)[number];

/** The buyer and property types as the calculator shows them (the types themselves are keys). */
export const BUYER_TYPE_LABELS: Record<BuyerType, MessageDescriptor> = {
  'First Time Buyer': msg`First Time Buyer`,
  'Home Mover': msg`Home Mover`,
  'Additional Property': msg`Additional Property`,
  'Company Purchase': msg`Company Purchase`,
};
export const PROPERTY_TYPE_LABELS: Record<DutyPropertyType, MessageDescriptor> = {
  Residential: msg`Residential`,
  Commercial: msg`Commercial`,
  'Mixed Use': msg`Mixed Use`,
};

/** What each buyer should know beyond the 2% figure (text only: the computed fee is always 2%). */
export const BUYER_TYPE_NOTES: Record<BuyerType, MessageDescriptor> = {
  'First Time Buyer':
    msg`There is no first-time buyer discount in Abu Dhabi: the 2% fee applies to every purchase. If you take a mortgage, add the mortgage registration fee (0.1% of the loan) and the bank valuation fee.`,
  'Home Mover':
    msg`Selling and buying at the same time? The fee is charged on the purchase only. Settle any mortgage on the home you sell first: the bank issues a liability letter and releases the title deed at transfer.`,
  'Additional Property':
    msg`Abu Dhabi adds no surcharge for second homes. Banks do lend less on additional properties, so plan for a larger deposit than the 20% a first home needs.`,
  'Company Purchase':
    msg`Companies pay the same 2%. The transfer office will also ask for the trade licence, memorandum of association and a board resolution or power of attorney for the signatory.`,
};

export const PROPERTY_TYPE_NOTES: Record<DutyPropertyType, MessageDescriptor> = {
  Residential: msg`Residential transfers are registered with the Department of Municipalities and Transport (DMT) in the same visit that issues the new title deed.`,
  Commercial: msg`Commercial units follow the same 2% rule. Plots and buildings outside investment zones may be limited to UAE and GCC nationals.`,
  'Mixed Use': msg`Mixed-use buildings are registered as one property and the 2% fee applies to the whole price, whatever the split between homes and shops.`,
};
