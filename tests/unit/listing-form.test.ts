import { describe, expect, it } from 'vitest';
import { imagePath } from '@/features/listings/api/listing-image-storage';
import { acceptImages, emptyListing, listingRow, listingSchema, MAX_IMAGES } from '@/features/listings/form/listing-schema';
import { toPlainTextFields } from '@/features/listings/form/plain-text';
import { permitLabel } from '@/lib/permit-label';
import { activateShared, en } from './i18n';

// The form's messages are worded in the browser, by Lingui's shared I18n (English here).
await activateShared('en');

const file = (name: string, type: string) => new File([new Uint8Array([1])], name, { type });

describe('listing form rules', () => {
  it('requires title, price, location, address and a permit number', () => {
    const result = listingSchema.safeParse(emptyListing);
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual(
      ['Address is required', 'Location is required', 'Price is required', 'Title is required', 'A permit number is required to publish a listing'].sort(),
    );
  });

  it('takes permit numbers of letters, digits and hyphens up to 30 characters, written in capitals', () => {
    const valid = { ...emptyListing, title: 'Villa', price: '1', location: 'Yas Island', address: 'Yas Acres' };
    const messages = (permit: string) => listingSchema.safeParse({ ...valid, permit_number: permit }).error?.issues.map((i) => i.message) ?? [];
    expect(messages('mdh-2025-001')).toEqual([]);
    expect(messages('MDH 2025')).toEqual(['Permit number may contain only letters, digits and hyphens']);
    expect(messages('-123')).toEqual(['Permit number may contain only letters, digits and hyphens']);
    expect(messages('A'.repeat(31))).toEqual(['Permit number must be at most 30 characters']);
    expect(listingRow({ ...valid, permit_number: ' mdh-2025-001 ' }).permit_number).toBe('MDH-2025-001');
  });

  it('labels the permit after the regulator of the area: Trakheesi in Dubai, Madhmoun elsewhere', () => {
    expect(permitLabel(en, 'Yas Island')).toBe('Madhmoun permit number');
    expect(permitLabel(en, 'Downtown Dubai')).toBe('Trakheesi permit number');
    expect(permitLabel(en, ' palm jumeirah ')).toBe('Trakheesi permit number');
    expect(permitLabel(en, '')).toBe('Madhmoun permit number');
  });

  it('accepts thousands commas in price and size and writes numbers', () => {
    const values = { ...emptyListing, title: 'Villa', price: '2,500,000', location: 'Yas Island', address: 'Yas Acres', size_sqft: '3,200', bedrooms: '4', permit_number: 'MDH-1' };
    expect(listingSchema.safeParse(values).success).toBe(true);
    expect(listingRow(values)).toMatchObject({ price: 2_500_000, size_sqft: 3200, bedrooms: 4, bathrooms: null, description: null });
  });

  it('rejects non-numbers and out-of-range counts with clear messages', () => {
    const values = { ...emptyListing, title: 'T', price: 'lots', location: 'L', address: 'A', bedrooms: '99' };
    const messages = listingSchema.safeParse(values).error?.issues.map((i) => i.message);
    expect(messages).toContain('Price must be a number in AED');
    expect(messages).toContain('Bedrooms must be a whole number from 0 to 50');
  });

  it('takes image files only, up to 5 in all', () => {
    const { accepted, rejected } = acceptImages([file('a.jpg', 'image/jpeg'), file('b.pdf', 'application/pdf'), file('c.png', 'image/png')], 3);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'c.png']);
    expect(rejected).toEqual(['b.pdf is not an image (JPEG, PNG, WebP, GIF or AVIF)']);
    const full = acceptImages([file('d.webp', 'image/webp')], MAX_IMAGES);
    expect(full.accepted).toEqual([]);
    expect(full.rejected[0]).toContain('at most 5 images');
  });

  it("words its messages when a value is checked, in the page's language", async () => {
    await activateShared('ar');
    try {
      expect(listingSchema.safeParse({ ...emptyListing, title: 'T', price: '1', location: 'L', address: 'A', permit_number: 'MDH 1' }).error?.issues.map((i) => i.message)).toEqual([
        'يجب أن يتكون رقم التصريح من أحرف وأرقام وشرطات فقط',
      ]);
      expect(acceptImages([file('d.webp', 'image/webp')], MAX_IMAGES).rejected).toEqual(['d.webp: يمكن أن يضم الإعلان 5 صور كحد أقصى']);
    } finally {
      await activateShared('en');
    }
  });

  it('names uploads {propertyId}/{propertyId}_{index}_{timestamp}.{ext}', () => {
    expect(imagePath('p1', 2, { name: 'Villa Front.JPG', type: 'image/jpeg' }, 1700000000000)).toBe('p1/p1_2_1700000000000.jpg');
    expect(imagePath('p1', 0, { name: 'blob', type: 'image/webp' }, 5)).toBe('p1/p1_0_5.webp');
  });

  it('reduces text fields to plain text before saving', () => {
    expect(toPlainTextFields({ title: '<b>Sea view</b> <script>alert(1)</script>flat', price: 5 })).toEqual({ title: 'Sea view flat', price: 5 });
  });
});
