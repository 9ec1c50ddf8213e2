import { describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS, responsiveImage } from '@/lib/responsive-image';

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
});
