import { msg, plural, t } from '@lingui/core/macro';
import { westernDigits } from '@/lib/format';
import { z } from '@/lib/zod';
import { AMENITIES, COMPLETION_STATUSES, FURNISHINGS, UAE_BOUNDS } from '../listing-facts';
import { canonicalVideoUrl, parseVideoUrl } from '../video-url';

// The listing form's rules. The database repeats the bounds as CHECK constraints
// (supabase/migrations/20250715090100_properties.sql, property types widened in
// 20251125090000_keyword-search-and-commercial-types.sql, the facts in
// 20261127090000_listing-facts.sql, the Arabic title and description in
// 20261202090000_arabic-listing-text.sql).
//
// The messages are shown in the browser only (the form is not rendered at the server): each is
// worded when a value is checked, with Lingui's shared I18n, which the browser activates for the
// page's language before anything renders. So a message is a function here, never a string made
// when this module loads.

export const PROPERTY_TYPE_OPTIONS = [
  { value: 'apartment', label: msg`Apartment` },
  { value: 'villa', label: msg`Villa` },
  { value: 'townhouse', label: msg`Townhouse` },
  { value: 'penthouse', label: msg`Penthouse` },
  { value: 'office', label: msg`Office` },
  { value: 'retail', label: msg`Retail Space` },
  { value: 'warehouse', label: msg`Warehouse / Industrial` },
  { value: 'land', label: msg`Land` },
] as const;

export const STATUS_OPTIONS = [
  { value: 'available', label: msg`Available` },
  { value: 'under_offer', label: msg`Under offer` },
  { value: 'sold_stc', label: msg`Sold subject to contract` },
  { value: 'let_agreed', label: msg`Let agreed` },
] as const;

export const MAX_IMAGES = 5;
/** Floor plans are counted apart from the photos (the database holds the same limits). */
export const MAX_FLOOR_PLANS = 2;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** A rule's message, worded when the rule fails (in the page's language). */
const says = (message: () => string) => ({ error: message });

/** Number inputs arrive as strings (possibly with thousands commas, and Arabic digits from an Arabic keyboard) or empty. */
const numberText = () => z.string().overwrite(westernDigits).trim();
const optionalCount = (message: () => string) =>
  numberText()
    .refine((v) => v === '' || /^\d{1,2}$/.test(v), says(message))
    .refine((v) => v === '' || Number(v) <= 50, says(message));

/** The UAE's bounds, as the database's latitude and longitude CHECKs have them. */
const OUTSIDE_UAE = says(() => t`The position must be within the UAE`);
const QUARTERS = ['1', '2', '3', '4'] as const;
const emptyOr = <const T extends readonly [string, ...string[]]>(values: T) => z.union([z.literal(''), z.enum(values)]);

export const listingSchema = z
  .object({
  title: z.string().trim().min(1, says(() => t`Title is required`)).max(150, says(() => t`Title must be less than 150 characters`)),
  description: z.string().trim().max(5000, says(() => t`Description must be less than 5000 characters`)),
  // Optional, for the Arabic site (20261202090000_arabic-listing-text.sql): the English bounds.
  title_ar: z.string().trim().max(150, says(() => t`Arabic title must be less than 150 characters`)),
  description_ar: z.string().trim().max(5000, says(() => t`Arabic description must be less than 5000 characters`)),
  price: numberText()
    .min(1, says(() => t`Price is required`))
    .refine((v) => v === '' || /^\d[\d,]*(\.\d{1,2})?$/.test(v), says(() => t`Price must be a number in AED`))
    .refine((v) => Number(v.replace(/,/g, '')) <= 10_000_000_000, says(() => t`Price is too large`)),
  location: z.string().trim().min(1, says(() => t`Location is required`)).max(100, says(() => t`Location must be less than 100 characters`)),
  address: z.string().trim().min(1, says(() => t`Address is required`)).max(200, says(() => t`Address must be less than 200 characters`)),
  bedrooms: optionalCount(() => t`Bedrooms must be a whole number from 0 to 50`),
  bathrooms: optionalCount(() => t`Bathrooms must be a whole number from 0 to 50`),
  size_sqft: numberText()
    .refine((v) => v === '' || (/^\d[\d,]*$/.test(v) && Number(v.replace(/,/g, '')) > 0 && Number(v.replace(/,/g, '')) <= 1_000_000), says(() => t`Size must be a whole number of square feet`)),
  property_type: z.enum(PROPERTY_TYPE_OPTIONS.map((o) => o.value)),
  listing_type: z.enum(['sale', 'rent']),
  status: z.enum(STATUS_OPTIONS.map((o) => o.value)),
  // Every advert needs its regulator's permit number (the database requires it too).
  permit_number: z
    .string()
    .trim()
    .min(1, says(() => t`A permit number is required to publish a listing`))
    .max(30, says(() => t`Permit number must be at most 30 characters`))
    .refine((v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9-]*$/.test(v), says(() => t`Permit number may contain only letters, digits and hyphens`)),
  furnishing: emptyOr(FURNISHINGS),
  completion_status: emptyOr(COMPLETION_STATUSES),
  // The handover is a quarter: the database stores its first day.
  handover_quarter: z.string().refine((v) => v === '' || (QUARTERS as readonly string[]).includes(v), says(() => t`Handover must be a quarter (Q1 to Q4)`)),
  handover_year: z.string().refine((v) => v === '' || (/^\d{4}$/.test(v) && Number(v) >= 2000 && Number(v) <= 2100), says(() => t`Handover year must be between 2000 and 2100`)),
  payment_plan: z.string().trim().max(200, says(() => t`Payment plan must be at most 200 characters`)),
  amenities: z.array(z.enum(AMENITIES, says(() => t`Unknown amenity`))),
  // Set by the pin on the map (or typed); both or neither.
  latitude: z.number().min(UAE_BOUNDS.south, OUTSIDE_UAE).max(UAE_BOUNDS.north, OUTSIDE_UAE).optional(),
  longitude: z.number().min(UAE_BOUNDS.west, OUTSIDE_UAE).max(UAE_BOUNDS.east, OUTSIDE_UAE).optional(),
  video_url: z
    .string()
    .trim()
    .max(200, says(() => t`Video link must be at most 200 characters`))
    .refine((v) => v === '' || parseVideoUrl(v) !== null, says(() => t`Video must be a YouTube or Vimeo link (youtube.com/watch?v=…, youtu.be/… or vimeo.com/…)`)),
  })
  .superRefine((values, ctx) => {
    if ((values.latitude === undefined) !== (values.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', path: [values.latitude === undefined ? 'latitude' : 'longitude'], message: t`Set both latitude and longitude, or neither` });
    }
    // Handover and payment plan count only off-plan (a ready listing keeps what was typed, unsent).
    if (values.completion_status === 'off_plan' && (values.handover_quarter === '') !== (values.handover_year === '')) {
      ctx.addIssue({ code: 'custom', path: [values.handover_quarter === '' ? 'handover_quarter' : 'handover_year'], message: t`Choose both the quarter and the year of handover` });
    }
  });

export type ListingFormValues = z.infer<typeof listingSchema>;

export const emptyListing: ListingFormValues = {
  title: '',
  description: '',
  title_ar: '',
  description_ar: '',
  price: '',
  location: '',
  address: '',
  bedrooms: '',
  bathrooms: '',
  size_sqft: '',
  property_type: 'apartment',
  listing_type: 'sale',
  status: 'available',
  permit_number: '',
  furnishing: '',
  completion_status: '',
  handover_quarter: '',
  handover_year: '',
  payment_plan: '',
  amenities: [],
  video_url: '',
};

const toNumber = (v: string) => (v.trim() === '' ? null : Number(westernDigits(v).replace(/,/g, '')));

/** The row to write: numbers parsed, empty optional fields as null. */
export function listingRow(values: ListingFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    // No Arabic is null (the database refuses an empty Arabic title); Arabic pages then show the English.
    title_ar: values.title_ar.trim() || null,
    description_ar: values.description_ar.trim() || null,
    price: toNumber(values.price),
    location: values.location.trim(),
    address: values.address.trim(),
    bedrooms: toNumber(values.bedrooms),
    bathrooms: toNumber(values.bathrooms),
    size_sqft: toNumber(values.size_sqft),
    property_type: values.property_type,
    listing_type: values.listing_type,
    status: values.status,
    permit_number: values.permit_number.trim().toUpperCase(),
    ...listingFactsRow(values),
  };
}

/** The handover's first day ('2027-10-01' for Q4 2027), or null without both parts. */
export function handoverDate(quarter: string, year: string): string | null {
  if (quarter === '' || year === '') return null;
  return `${year}-${String((Number(quarter) - 1) * 3 + 1).padStart(2, '0')}-01`;
}

/** The facts' columns. Handover and payment plan are written only for an off-plan listing. */
function listingFactsRow(values: ListingFormValues) {
  const offPlan = values.completion_status === 'off_plan';
  const video = parseVideoUrl(values.video_url);
  const chosen = new Set(values.amenities);
  return {
    furnishing: values.furnishing || null,
    completion_status: values.completion_status || null,
    handover_date: offPlan ? handoverDate(values.handover_quarter, values.handover_year) : null,
    payment_plan: offPlan ? values.payment_plan.trim() || null : null,
    // In the list's order, each once.
    amenities: AMENITIES.filter((key) => chosen.has(key)),
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
    video_url: video ? canonicalVideoUrl(video) : null,
  };
}

/** How many of each kind of image a listing may have. */
export const IMAGE_LIMITS = { photo: MAX_IMAGES, floor_plan: MAX_FLOOR_PLANS } as const;

/**
 * Which of the chosen files may be added: image types only, up to 5 photos (or 2 floor plans) in
 * all. The reasons for the others are worded for the page (in the browser only).
 */
export function acceptImages(files: File[], existingCount: number, kind: keyof typeof IMAGE_LIMITS = 'photo'): { accepted: File[]; rejected: string[] } {
  const rejected: string[] = [];
  const accepted: File[] = [];
  const max = IMAGE_LIMITS[kind];
  for (const file of files) {
    const name = file.name;
    if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) rejected.push(t`${name} is not an image (JPEG, PNG, WebP, GIF or AVIF)`);
    else if (existingCount + accepted.length >= max)
      rejected.push(
        kind === 'photo'
          ? t`${name}: a listing can have at most ${plural(max, { one: '# image', other: '# images' })}`
          : t`${name}: a listing can have at most ${plural(max, { one: '# floor plan', other: '# floor plans' })}`,
      );
    else accepted.push(file);
  }
  return { accepted, rejected };
}
