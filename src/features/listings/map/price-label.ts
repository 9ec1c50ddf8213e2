import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The short prices on map pins: a pin has room for 'AED 2.1M', not 'AED 2,100,000'.

function compact(amount: number): string {
  const scaled = (value: number, unit: string) => {
    // One decimal below 10 (2.1M), none above (12M); a trailing .0 is dropped (2M, not 2.0M).
    const text = value < 10 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value));
    return `${text}${unit}`;
  };
  if (amount >= 999_500) {
    // 999,999 rounds to 1M, not '1000K'.
    const millions = amount / 1_000_000;
    return millions >= 999.5 ? scaled(millions / 1000, 'B') : scaled(millions, 'M');
  }
  if (amount >= 1_000) return scaled(amount / 1_000, 'K');
  return String(Math.round(amount));
}

// Arabic pins as the UAE's Arabic portals write them: '2.1 مليون', '120 ألف' (Western digits).
let arabicCompactFormat: Intl.NumberFormat | undefined;
const arabicCompact = () => (arabicCompactFormat ??= new Intl.NumberFormat('ar-AE-u-nu-latn', { notation: 'compact', maximumFractionDigits: 1 }));

/**
 * 'AED 2.1M' for a sale, 'AED 120K/yr' for a rent (rents are per year); in Arabic '2.1 مليون درهم'
 * and '120 ألف درهم/سنة'; 'Price on request' without a price.
 */
export function pinPriceLabel(i18n: I18n, price: number | string | null | undefined, listingType: string): string {
  const amount = typeof price === 'string' ? Number(price) : price;
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount <= 0) return i18n._(msg`Price on request`);
  if (i18n.locale === 'ar') {
    const figure = arabicCompact().format(amount);
    return listingType === 'rent' ? i18n._(msg`AED ${figure}/yr`) : i18n._(msg`AED ${figure}`);
  }
  return `AED ${compact(amount)}${listingType === 'rent' ? '/yr' : ''}`;
}
