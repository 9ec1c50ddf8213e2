import { locationKey } from './location-key.ts';

// Every area the app knows, by its Arabic name as the UAE's portals and signs write it. Listings
// store their area in English; a search typed in Arabic finds the areas whose Arabic name holds
// what was typed ('السعديات' and 'جزيرة السعديات' both find Saadiyat Island).

export const AREA_NAMES_AR: Record<string, string> = {
  'Abu Dhabi Gate City': 'مدينة بوابة أبوظبي',
  'Abu Dhabi Marina': 'مارينا أبوظبي',
  'Al Bateen': 'البطين',
  'Al Falah': 'الفلاح',
  'Al Ghadeer': 'الغدير',
  'Al Hudayriat Island': 'جزيرة الحديريات',
  'Al Jubail Island': 'جزيرة الجبيل',
  'Al Karamah': 'الكرامة',
  'Al Khalidiyah': 'الخالدية',
  'Al Khatim': 'الختم',
  'Al Maqtaa': 'المقطع',
  'Al Maryah Island': 'جزيرة المارية',
  'Al Mushrif': 'المشرف',
  'Al Nahyan': 'آل نهيان',
  'Al Raha Beach': 'شاطئ الراحة',
  'Al Raha Gardens': 'حدائق الراحة',
  'Al Rawdah': 'الروضة',
  'Al Reef': 'الريف',
  'Al Reem Island': 'جزيرة الريم',
  'Al Samha': 'السمحة',
  'Al Shamkha': 'الشامخة',
  'Al Wahda': 'الوحدة',
  'Al Zahiyah': 'الظاهرية',
  Baniyas: 'بني ياس',
  'Bloom Gardens': 'حدائق بلوم',
  'Corniche Area': 'منطقة الكورنيش',
  'Danet Abu Dhabi': 'دانة أبوظبي',
  'Downtown Abu Dhabi': 'وسط مدينة أبوظبي',
  'Eastern Mangroves': 'القرم الشرقي',
  'Hydra Village': 'قرية هيدرا',
  'Jumeirah at Saadiyat': 'جميرا في السعديات',
  'Khalifa City': 'مدينة خليفة',
  'Madinat Zayed': 'مدينة زايد',
  'Masdar City': 'مدينة مصدر',
  'Mina Zayed': 'ميناء زايد',
  'Mohammed Bin Zayed City': 'مدينة محمد بن زايد',
  Mussafah: 'مصفح',
  'Nurai Island': 'جزيرة نوراي',
  Rabdan: 'ربدان',
  'Ramhan Island': 'جزيرة رمحان',
  'Saadiyat Island': 'جزيرة السعديات',
  'Shakhbout City': 'مدينة شخبوط',
  'Tourist Club Area': 'منطقة النادي السياحي',
  'Yas Acres': 'ياس إيكرز',
  'Yas Bay': 'خليج ياس',
  'Yas Island': 'جزيرة ياس',
  'Zayed City': 'زايد سيتي',
  'Zayed Sports City': 'مدينة زايد الرياضية',
  'Arabian Ranches': 'المرابع العربية',
  'Business Bay': 'الخليج التجاري',
  'Downtown Dubai': 'وسط مدينة دبي',
  'Dubai Creek Harbour': 'مرسى خور دبي',
  'Dubai Hills Estate': 'دبي هيلز استيت',
  'Dubai Marina': 'دبي مارينا',
  Jumeirah: 'جميرا',
  'Jumeirah Beach Residence': 'مساكن شاطئ جميرا',
  JBR: 'مساكن شاطئ جميرا',
  'Jumeirah Lake Towers': 'أبراج بحيرات جميرا',
  'Jumeirah Village': 'قرية جميرا',
  'Jumeirah Village Circle': 'قرية جميرا الدائرية',
  'Palm Jumeirah': 'نخلة جميرا',
};

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * Arabic as a search compares it: without diacritics and tatweel, the alef forms (أ إ آ ٱ) as ا,
 * ة as ه, ى as ي, ؤ as و, ئ as ي, and without spaces or punctuation, so 'جزيرة السعديات',
 * 'جزيره السعديات' and 'السعديات' compare as a part of one another.
 */
export function arabicSearchKey(text: string): string {
  return locationKey(
    text
      .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ة/g, 'ه')
      .replace(/ى/g, 'ي')
      .replace(/ؤ/g, 'و')
      .replace(/ئ/g, 'ي'),
  );
}

let keyed: [string, string][] | null = null;
/** [Arabic search key, English area] for every area with an Arabic name; built on first use. */
const arabicKeys = () => (keyed ??= Object.entries(AREA_NAMES_AR).map(([english, arabic]) => [arabicSearchKey(arabic), english]));

/** Whether text holds Arabic letters. */
export const isArabic = (text: string): boolean => ARABIC_LETTER.test(text);

/**
 * The English areas a location typed in Arabic names: the area whose whole Arabic name it is (a
 * chosen suggestion: مدينة زايد is Madinat Zayed, not also مدينة زايد الرياضية), else those whose
 * Arabic name holds it. Empty for text that is not Arabic, or that no area's name holds.
 */
export function areasForArabic(text: string): string[] {
  if (!isArabic(text)) return [];
  const key = arabicSearchKey(text);
  if (!key) return [];
  const named = (match: (arabic: string) => boolean) => [...new Set(arabicKeys().filter(([arabic]) => match(arabic)).map(([, english]) => english))];
  const exact = named((arabic) => arabic === key);
  return exact.length > 0 ? exact : named((arabic) => arabic.includes(key));
}

/**
 * What a location search compares with listings' location_key: the typed text's key, or for
 * Arabic the keys of the areas it names (its own key when it names none, which finds nothing
 * rather than everything).
 */
export function locationSearchKeys(location: string): string[] {
  if (!isArabic(location)) {
    const key = locationKey(location);
    return key ? [key] : [];
  }
  const areas = areasForArabic(location);
  return areas.length > 0 ? areas.map(locationKey) : [arabicSearchKey(location)].filter(Boolean);
}
