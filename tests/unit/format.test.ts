import { describe, expect, it } from 'vitest';
import { formatPrice, formatSize, pluralize, PRICE_ON_REQUEST } from '@/lib/format';

describe('formatPrice', () => {
  it('formats AED for en-AE without decimals', () => {
    const text = formatPrice(2500000.4);
    expect(text).toMatch(/AED/);
    expect(text).toMatch(/2,500,000/);
    expect(text).not.toMatch(/\.\d/);
  });
  it("reads 'Price on request' when the price is missing", () => {
    expect(formatPrice(null)).toBe(PRICE_ON_REQUEST);
    expect(formatPrice(undefined)).toBe(PRICE_ON_REQUEST);
    expect(PRICE_ON_REQUEST).toBe('Price on request');
  });
  it('accepts numeric strings as Postgres numerics arrive', () => {
    expect(formatPrice('1200000')).toMatch(/1,200,000/);
  });
});

describe('pluralize and formatSize', () => {
  it('uses singular for one and plural otherwise', () => {
    expect(pluralize(1, 'bedroom')).toBe('1 bedroom');
    expect(pluralize(0, 'bedroom')).toBe('0 bedrooms');
    expect(pluralize(3, 'bathroom')).toBe('3 bathrooms');
  });
  it('shows size in sq ft with thousands separators', () => {
    expect(formatSize(1850)).toBe('1,850 sq ft');
    expect(formatSize(null)).toBeNull();
  });
});
