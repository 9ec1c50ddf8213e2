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
