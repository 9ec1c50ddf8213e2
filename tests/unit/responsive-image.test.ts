import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { PHOTO_WIDTHS, responsiveImage, shareImage } from '@/lib/responsive-image';
import { SAMPLE_PHOTO_WIDTHS } from '@/lib/sample-photos';
import type { PropertyDetail } from '@/features/listings/api/get-property';
import { propertyHead } from '@/features/listings/detail/property-head';
import { i18nFor } from './i18n';

const en = await i18nFor('en');

const SUPABASE = 'https://abc.supabase.co';
const PHOTO = `${SUPABASE}/storage/v1/object/public/property-images/p1/p1_0_1700000000.webp`;

describe('responsiveImage', () => {
  it('offers resized copies of a Storage photo when the storage transforms images', () => {
    const image = responsiveImage(PHOTO, '(min-width: 768px) 33vw, 100vw', { transforms: true, supabaseUrl: SUPABASE });
    const render = `${SUPABASE}/storage/v1/render/image/public/property-images/p1/p1_0_1700000000.webp`;
    expect(image.src).toBe(`${render}?width=960&resize=contain&quality=75`);
    expect(image.srcSet?.split(', ')).toEqual(PHOTO_WIDTHS.map((w) => `${render}?width=${w}&resize=contain&quality=75 ${w}w`));
    expect(image.sizes).toBe('(min-width: 768px) 33vw, 100vw');
  });

  it('keeps the original where the storage cannot resize, and for photos stored elsewhere', () => {
    expect(responsiveImage(PHOTO, '100vw', { transforms: false, supabaseUrl: SUPABASE })).toEqual({ src: PHOTO });
    expect(responsiveImage('/samples/villa.svg', '100vw', { transforms: true, supabaseUrl: SUPABASE })).toEqual({ src: '/samples/villa.svg' });
    const otherProject = 'https://other.supabase.co/storage/v1/object/public/property-images/x.webp';
    expect(responsiveImage(otherProject, '100vw', { transforms: true, supabaseUrl: SUPABASE })).toEqual({ src: otherProject });
  });

  it('is off in a build without VITE_STORAGE_IMAGE_TRANSFORMS (the local emulator serves originals)', () => {
    expect(responsiveImage(PHOTO, '100vw', { supabaseUrl: SUPABASE })).toEqual({ src: PHOTO });
  });

  it("gives a sample photo a srcset of its WebP copies, the JPEG as src, with or without transforms", () => {
    const sizes = '(min-width: 992px) 66vw, 100vw';
    const expected = { src: '/samples/villa-pool.jpg', srcSet: '/samples/villa-pool-480.webp 480w, /samples/villa-pool-960.webp 960w, /samples/villa-pool-1600.webp 1600w', sizes };
    expect(responsiveImage('/samples/villa-pool.jpg', sizes, { transforms: false, supabaseUrl: SUPABASE })).toEqual(expected);
    expect(responsiveImage('/samples/villa-pool.jpg', sizes, { transforms: true, supabaseUrl: SUPABASE })).toEqual(expected);
  });

  it('names only files the render script wrote', () => {
    for (const name of ['villa-pool', 'kitchen']) {
      const files = [`public/samples/${name}.jpg`, ...SAMPLE_PHOTO_WIDTHS.map((width) => `public/samples/${name}-${width}.webp`)];
      for (const file of files) expect(existsSync(file), file).toBe(true);
    }
    // A floor plan is a drawing, shown as one: no copies.
    expect(responsiveImage('/samples/floor-plan-apartment.svg', '100vw')).toEqual({ src: '/samples/floor-plan-apartment.svg' });
  });
});

describe('a photo as a link preview image', () => {
  const object = 'https://proj.supabase.co/storage/v1/object/public/property-images/u/p/photo.jpg';

  it('is cropped to 1200x630 by the storage when it resizes images, and says so', () => {
    expect(shareImage(object, { transforms: true, supabaseUrl: 'https://proj.supabase.co' })).toEqual({
      url: 'https://proj.supabase.co/storage/v1/render/image/public/property-images/u/p/photo.jpg?width=1200&height=630&resize=cover&quality=80',
      width: 1200,
      height: 630,
    });
  });

  it('is the original, with no claimed size, otherwise', () => {
    expect(shareImage(object, { transforms: false, supabaseUrl: 'https://proj.supabase.co' })).toEqual({ url: object });
    expect(shareImage('/samples/villa.svg', { transforms: true, supabaseUrl: 'https://proj.supabase.co' })).toEqual({ url: '/samples/villa.svg' });
  });

  it("is a sample photo's JPEG, with its size, which is over 1200x630", () => {
    expect(shareImage('/samples/kitchen.jpg', { transforms: true, supabaseUrl: 'https://proj.supabase.co' })).toEqual({ url: '/samples/kitchen.jpg', width: 1600, height: 1067 });
  });
});

describe("a property page's preview tags", () => {
  it("use the listing's first photo, with its title as the image's text, and no made-up size", () => {
    const head = propertyHead('a0000000-0000-4000-8000-000000000001', {
      id: 'a0000000-0000-4000-8000-000000000001',
      title: 'Villa with pool',
      description: 'Five bedrooms',
      price: 5_000_000,
      address: 'Yas Acres',
      location: 'Yas Island',
      listing_type: 'sale',
      created_at: '2026-11-01T00:00:00Z',
      permit_number: null,
      property_images: [{ id: 'i1', image_url: '/samples/villa-exterior.svg', is_primary: true, position: 0 }],
    } as unknown as PropertyDetail, false, en);
    const content = (property: string) => head.meta.find((tag) => 'property' in tag && tag.property === property)?.content;
    expect(content('og:image')).toMatch(/\/samples\/villa-exterior\.svg$/);
    expect(content('og:image:alt')).toBe('Villa with pool');
    expect(head.meta.find((tag) => 'name' in tag && tag.name === 'twitter:image:alt')?.content).toBe('Villa with pool');
    expect(content('og:image:width')).toBeUndefined();
  });
});
