const aed = new Intl.NumberFormat('en-AE', {
  style: 'currency',
  currency: 'AED',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

export const PRICE_ON_REQUEST = 'Price on request';

/** AED for English (UAE), no decimals; a missing price reads 'Price on request'. */
export function formatPrice(price: number | string | null | undefined): string {
  if (price === null || price === undefined || price === '') return PRICE_ON_REQUEST;
  const value = typeof price === 'string' ? Number(price) : price;
  return Number.isFinite(value) ? aed.format(value) : PRICE_ON_REQUEST;
}

/**
 * A listing's price as the UAE quotes it: a sale as a total, a rent per year ('AED 95,000/year';
 * annual rent, usually paid in cheques, is the convention here rather than a monthly figure).
 */
export function formatListingPrice(price: number | string | null | undefined, listingType: 'sale' | 'rent' | string): string {
  const text = formatPrice(price);
  return listingType === 'rent' && text !== PRICE_ON_REQUEST ? `${text}/year` : text;
}

/** Bedrooms in words: 0 is a studio ('Studio'), otherwise '1 bedroom', '3 bedrooms'. */
export function formatBedrooms(bedrooms: number): string {
  return bedrooms === 0 ? 'Studio' : pluralize(bedrooms, 'bedroom');
}

/** '1 bedroom', '3 bedrooms'. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

const sqft = new Intl.NumberFormat('en-AE', { maximumFractionDigits: 0 });
export function formatSize(sizeSqft: number | string | null | undefined): string | null {
  if (sizeSqft === null || sizeSqft === undefined || sizeSqft === '') return null;
  const value = Number(sizeSqft);
  return Number.isFinite(value) ? `${sqft.format(value)} sq ft` : null;
}

// Listings are in the UAE: a listing added at 1 a.m. in Abu Dhabi was added that day, wherever it is read.
const listedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' });

/** The day a listing was added, in the UAE: '5 March 2026'; null without a valid date. */
export function formatListedDate(createdAt: string | null | undefined): string | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : listedOn.format(date);
}
