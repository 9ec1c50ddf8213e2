import { env } from './env';
import { SAMPLE_PHOTO_SIZE, SAMPLE_PHOTO_WIDTHS, samplePhotoName, samplePhotoWebp } from './sample-photos';

// Listing photos at the size they are shown. Supabase Storage resizes images on request
// (/storage/v1/render/image/public/...?width=) on plans with image transformations; the local
// emulator and plans without them serve only the original. So the build says whether the storage
// can (VITE_STORAGE_IMAGE_TRANSFORMS=true), and only then do photos get a srcset; otherwise the
// original is used (uploads are already compressed to a web size in the browser).
// The seed's sample photos (/samples/*.jpg) are static files with WebP copies made beside them
// (scripts/render-sample-photos.ts): their srcset is those, and `src` the JPEG, which a browser
// without srcset takes (and link previews, which read no WebP). A srcset on the <img> rather than
// a <picture>: React then writes the priority photo's preload itself.

const OBJECT_PATH = '/storage/v1/object/public/';
const RENDER_PATH = '/storage/v1/render/image/public/';

/** The widths offered, in CSS pixels times the usual device pixel ratios of phones and laptops. */
export const PHOTO_WIDTHS = [320, 480, 640, 960, 1280] as const;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src` with a srcset of resized copies when the storage serves them and the URL is a public
 * Storage object of this project; else just `src`. `sizes` is the layout's width of the image.
 */
export function responsiveImage(src: string, sizes: string, { transforms = env.storageImageTransforms, supabaseUrl = env.supabaseUrl } = {}): ResponsiveImage {
  const sample = samplePhotoName(src);
  if (sample) return { src, srcSet: SAMPLE_PHOTO_WIDTHS.map((width) => `${samplePhotoWebp(sample, width)} ${width}w`).join(', '), sizes };
  const objectPrefix = `${supabaseUrl.replace(/\/+$/, '')}${OBJECT_PATH}`;
  if (!transforms || !src.startsWith(objectPrefix)) return { src };
  const rendered = `${supabaseUrl.replace(/\/+$/, '')}${RENDER_PATH}${src.slice(objectPrefix.length)}`;
  const join = rendered.includes('?') ? '&' : '?';
  // resize=contain keeps the whole photo (the page crops with object-fit, as it does the original).
  const at = (width: number) => `${rendered}${join}width=${width}&resize=contain&quality=75`;
  return { src: at(960), srcSet: PHOTO_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', '), sizes };
}

/** The size link previews (WhatsApp, Facebook, X, LinkedIn) show a large image at. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * A photo as a link preview's image: cropped to 1200x630 by the storage where it resizes images
 * (and then with that size), else the original, whose size is not known here unless it is a
 * sample photo (a JPEG larger than 1200x630: WhatsApp and Facebook show no SVG or WebP there).
 */
export function shareImage(src: string, { transforms = env.storageImageTransforms, supabaseUrl = env.supabaseUrl } = {}): { url: string; width?: number; height?: number } {
  if (samplePhotoName(src)) return { url: src, ...SAMPLE_PHOTO_SIZE };
  const objectPrefix = `${supabaseUrl.replace(/\/+$/, '')}${OBJECT_PATH}`;
  if (!transforms || !src.startsWith(objectPrefix)) return { url: src };
  const rendered = `${supabaseUrl.replace(/\/+$/, '')}${RENDER_PATH}${src.slice(objectPrefix.length)}`;
  const { width, height } = SHARE_IMAGE_SIZE;
  return { url: `${rendered}${rendered.includes('?') ? '&' : '?'}width=${width}&height=${height}&resize=cover&quality=80`, width, height };
}
