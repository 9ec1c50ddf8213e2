import { AREA_NAMES_AR, arabicSearchKey, areasForArabic } from './area-names-ar.ts';
import { locationKey } from './location-key.ts';

export { locationKey };

// Area names shared by the search forms, the home hero and the location pages.

/**
 * About 48 real Abu Dhabi communities for the main location autocomplete, in alphabetical order
 * (written in order rather than sorted here: every page loads this module, and the first
 * localeCompare sets up the browser's collation, a noticeable delay on a slow phone).
 */
export const ABU_DHABI_AREAS = [
  'Abu Dhabi Gate City',
  'Abu Dhabi Marina',
  'Al Bateen',
  'Al Falah',
  'Al Ghadeer',
  'Al Hudayriat Island',
  'Al Jubail Island',
  'Al Karamah',
  'Al Khalidiyah',
  'Al Khatim',
  'Al Maqtaa',
  'Al Maryah Island',
  'Al Mushrif',
  'Al Nahyan',
  'Al Raha Beach',
  'Al Raha Gardens',
  'Al Rawdah',
  'Al Reef',
  'Al Reem Island',
  'Al Samha',
  'Al Shamkha',
  'Al Wahda',
  'Al Zahiyah',
  'Baniyas',
  'Bloom Gardens',
  'Corniche Area',
  'Danet Abu Dhabi',
  'Downtown Abu Dhabi',
  'Eastern Mangroves',
  'Hydra Village',
  'Jumeirah at Saadiyat',
  'Khalifa City',
  'Madinat Zayed',
  'Masdar City',
  'Mina Zayed',
  'Mohammed Bin Zayed City',
  'Mussafah',
  'Nurai Island',
  'Rabdan',
  'Ramhan Island',
  'Saadiyat Island',
  'Shakhbout City',
  'Tourist Club Area',
  'Yas Acres',
  'Yas Bay',
  'Yas Island',
  'Zayed City',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an area's name (its Arabic is in area-names-ar.ts)
  'Zayed Sports City',
];

/** Dubai communities, offered after the Abu Dhabi ones in the listing form. */
export const DUBAI_AREAS = [
  'Arabian Ranches',
  'Business Bay',
  'Downtown Dubai',
  'Dubai Creek Harbour',
  'Dubai Hills Estate',
  'Dubai Marina',
  'Jumeirah',
  'Jumeirah Beach Residence',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an area's name (its Arabic is in area-names-ar.ts)
  'Jumeirah Lake Towers',
  'Jumeirah Village Circle',
  'Palm Jumeirah',
];

/** The 14 names of the commercial property location box. */
export const COMMERCIAL_AREAS = [
  'Abu Dhabi Marina',
  'Al Bateen',
  'Al Khalidiyah',
  'Al Maryah Island',
  'Al Raha Beach',
  'Al Reem Island',
  'Corniche Area',
  'Downtown Abu Dhabi',
  'Khalifa City',
  'Masdar City',
  'Mina Zayed',
  'Mussafah',
  'Saadiyat Island',
  'Yas Island',
];

/** The four fixed area cards, e.g. for 'Explore Other Premium Areas'. */
export const PREMIUM_AREA_CARDS = [
  { name: 'Abu Dhabi Marina', slug: 'abu-dhabi-marina', properties: 500, averagePrice: 2_500_000 },
  { name: 'Downtown Abu Dhabi', slug: 'downtown-abu-dhabi', properties: 800, averagePrice: 2_800_000 },
  { name: 'Al Raha Beach', slug: 'al-raha-beach', properties: 350, averagePrice: 3_200_000 },
  { name: 'Saadiyat Island', slug: 'saadiyat-island', properties: 250, averagePrice: 4_500_000 },
] as const;


/** Short names people search by, shown as the listings' own location names. */
const AREA_ALIASES: Record<string, string> = { jbr: 'JBR', jumeirahbeachresidence: 'JBR' };

// Built on first use rather than when the module loads (every page loads it, few ask).
let areaNamesByKey: Map<string, string> | null = null;
const areaNamesKeyed = () =>
  (areaNamesByKey ??= new Map<string, string>([
    ...[...ABU_DHABI_AREAS, ...DUBAI_AREAS].map((name) => [locationKey(name), name] as [string, string]),
    ...Object.entries(AREA_ALIASES),
  ]));

/**
 * The keys of the named areas (and the short names people search by) that contain `key`: 'marina'
 * -> abudhabimarina and dubaimarina. Listings may name any area; these are the ones the forms offer.
 */
export function knownAreaKeysContaining(key: string): string[] {
  return key ? [...areaNamesKeyed().keys()].filter((known) => known.includes(key)) : [];
}

/**
 * An area as a heading names it: a known area by its proper name however it was typed or linked
 * ('downtowndubai', 'yas island' -> 'Downtown Dubai', 'Yas Island'); anything else as typed, with
 * each word capitalised ('downtown' -> 'Downtown', which matches more than one area).
 */
export function areaDisplayName(location: string): string {
  const known = areaNamesKeyed().get(locationKey(location));
  if (known) return known;
  // Typed in Arabic: the area it names, when it names one.
  const fromArabic = areasForArabic(location);
  if (fromArabic.length === 1) return fromArabic[0];
  return location
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** A known area's Arabic name, however its English name was typed ('yas island', 'Yas Island'); undefined for any other place. */
export function arabicAreaName(location: string): string | undefined {
  const known = areaNamesKeyed().get(locationKey(location));
  if (known) return AREA_NAMES_AR[known];
  const fromArabic = areasForArabic(location);
  return fromArabic.length === 1 ? AREA_NAMES_AR[fromArabic[0]] : undefined;
}

/**
 * An area's name as a page's language writes it. Areas are known by their English names (the
 * listings' area, an area page's `name`, the searches): only what is shown is in Arabic.
 */
export function areaNameIn(name: string, locale: string): string {
  return locale === 'ar' ? (AREA_NAMES_AR[name] ?? name) : name;
}

/** Whether the area (by its English name) is the one being typed, in English or in Arabic (hamza forms, taa marbuta and diacritics aside). */
export function areaNamed(area: string, typed: string): boolean {
  const english = typed.trim().toLowerCase();
  if (english && area.toLowerCase().includes(english)) return true;
  const arabic = arabicSearchKey(typed);
  return arabic !== '' && arabicSearchKey(areaNameIn(area, 'ar')).includes(arabic);
}

let arabicSuggestions: readonly string[] | undefined;
/** The areas the location boxes suggest, by their names in the page's language (a search finds an area by either name). */
export const areaSuggestions = (locale: string): readonly string[] =>
  locale === 'ar' ? (arabicSuggestions ??= ABU_DHABI_AREAS.map((area) => areaNameIn(area, 'ar'))) : ABU_DHABI_AREAS;

/**
 * An area as a heading names it in a page's language: on Arabic pages a known area by its Arabic
 * name ('جزيرة السعديات'), otherwise as areaDisplayName names it.
 */
export function localAreaDisplayName(location: string, locale: string): string {
  return (locale === 'ar' && arabicAreaName(location)) || areaDisplayName(location);
}

/**
 * A listing's own location as a page in `locale` shows it: on Arabic pages a known area by its
 * Arabic name, otherwise the owner's text as written. `translated` says which.
 */
export function localListingLocation(location: string, locale: string): { text: string; translated: boolean } {
  const arabic = locale === 'ar' && location ? arabicAreaName(location) : undefined;
  return arabic ? { text: arabic, translated: true } : { text: location, translated: false };
}
