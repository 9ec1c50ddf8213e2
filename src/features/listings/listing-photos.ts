import type { SyntheticEvent } from 'react';
import { responsiveImage, type ResponsiveImage } from '@/lib/responsive-image';
import type { DetailImage } from './api/get-property';
import type { PropertyImage } from './types';

// Which photo a listing card and a property page show first, and at what layout width: one place
// for the components (React then writes a preload for the first one into the server's page).

export const PLACEHOLDER_IMAGE = '/samples/placeholder.svg';

/** An <img>'s onError: a photo that fails to load (a removed upload) gives way to the placeholder, once. */
export function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (image.src.endsWith(PLACEHOLDER_IMAGE)) return;
  image.srcset = '';
  image.src = PLACEHOLDER_IMAGE;
}

/** A card's photo width in the results grid: one column on phones, two from sm, three from lg (in a container of at most 1320 px). */
const CARD_IMAGE_SIZES = '(min-width: 1200px) 440px, (min-width: 576px) 50vw, 100vw';

/** The gallery's main photo: the page's width on phones, its main column (two thirds of at most 1320 px) from md. */
const GALLERY_IMAGE_SIZES = '(min-width: 1320px) 880px, (min-width: 992px) 66vw, 100vw';

/** The full-screen photo viewer: the whole width of the screen. */
const VIEWER_IMAGE_SIZES = '100vw';

/** A thumbnail: the gallery's strip and the map's card (96 px wide). */
const THUMBNAIL_IMAGE_SIZES = '96px';

type Kinded = { kind?: string | null };
/** A floor plan: a listing image of its own kind (a copy kept from before floor plans has no kind: a photo). */
export const isFloorPlan = (image: Kinded): boolean => image.kind === 'floor_plan';
/** A listing's photos, without its floor plans. */
export const photosOf = <T extends Kinded>(images: T[]): T[] => images.filter((image) => !isFloorPlan(image));
/** A listing's floor plans. */
export const floorPlansOf = <T extends Kinded>(images: T[]): T[] => images.filter(isFloorPlan);

/** The card's picture: the primary photo, else the first photo by position, else none (never a floor plan). */
export function firstImage(images: PropertyImage[] | null | undefined): PropertyImage | undefined {
  if (!images) return undefined;
  const sorted = photosOf(images).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return sorted.find((i) => i.is_primary) ?? sorted[0];
}

/** A card's photo (or the placeholder) at the card's size. */
export const cardPhoto = (images: PropertyImage[] | null | undefined): ResponsiveImage => responsiveImage(firstImage(images)?.image_url ?? PLACEHOLDER_IMAGE, CARD_IMAGE_SIZES);

/** A card's photo (or the placeholder) as a 96 px thumbnail (the map's card). */
export const cardThumbnail = (images: PropertyImage[] | null | undefined): ResponsiveImage => responsiveImage(firstImage(images)?.image_url ?? PLACEHOLDER_IMAGE, THUMBNAIL_IMAGE_SIZES);

/** A photo in the gallery's strip of thumbnails. */
export const thumbnailPhoto = (image: DetailImage): ResponsiveImage => responsiveImage(image.image_url, THUMBNAIL_IMAGE_SIZES);

/** A gallery photo at the gallery's size. */
export const galleryPhoto = (image: DetailImage): ResponsiveImage => responsiveImage(image.image_url, GALLERY_IMAGE_SIZES);

/** A photo in the full-screen viewer, at the screen's width. */
export const viewerPhoto = (image: DetailImage): ResponsiveImage => responsiveImage(image.image_url, VIEWER_IMAGE_SIZES);
