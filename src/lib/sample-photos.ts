// The seed's sample photos (public/samples/*.jpg), rendered from drawings by
// scripts/render-sample-photos.ts. Shared by that script and the pages, so the srcset names only
// files the script wrote. No imports: the script runs outside the app's build.

/** Where they are served: site-relative, from public/, so they show wherever dist/ is hosted. */
export const SAMPLE_PHOTO_DIR = '/samples/';

/** The original's size (an upload's is at most 1920 px; 1600 is typical after the browser's compression). */
export const SAMPLE_PHOTO_SIZE = { width: 1600, height: 1067 } as const;

/** The WebP copies' widths: a card or a phone's gallery at 1x and 2x, and the original for wide screens. */
export const SAMPLE_PHOTO_WIDTHS = [480, 960, 1600] as const;

/** `/samples/kitchen.jpg` -> `kitchen`; null for any other address (uploads, the SVG floor plans). */
export function samplePhotoName(src: string): string | null {
  const match = /^\/samples\/([a-z0-9-]+)\.jpg$/.exec(src);
  return match ? match[1] : null;
}

/** A sample photo's WebP copy at `width`. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a file's address, not words
export const samplePhotoWebp = (name: string, width: number): string => `${SAMPLE_PHOTO_DIR}${name}-${width}.webp`;
