import { describe, expect, it } from 'vitest';
import { AREAS_WITH_CENTRES } from '@/lib/area-centres';
import { AREA_NAMES_AR, arabicSearchKey, areasForArabic, locationSearchKeys } from '@/lib/area-names-ar';
import { ABU_DHABI_AREAS, areaDisplayName, areaNamed, areaSuggestions, COMMERCIAL_AREAS, DUBAI_AREAS } from '@/lib/areas';

describe('areas in Arabic', () => {
  it('every area the app knows has its Arabic name', () => {
    const known = new Set([...ABU_DHABI_AREAS, ...DUBAI_AREAS, ...COMMERCIAL_AREAS, ...AREAS_WITH_CENTRES.filter((name) => !name.includes('-'))]);
    expect([...known].filter((area) => !AREA_NAMES_AR[area])).toEqual([]);
  });

  it('an area is picked from the listing form by its English or its Arabic name', () => {
    expect(ABU_DHABI_AREAS.filter((area) => areaNamed(area, 'سعديات'))).toEqual(['Jumeirah at Saadiyat', 'Saadiyat Island']);
    expect(areaNamed('Saadiyat Island', 'جزيره السعديات')).toBe(true);
    expect(areaNamed('Yas Island', 'yas')).toBe(true);
    expect(areaNamed('Yas Island', 'سعديات')).toBe(false);
  });

  it('suggests no area name twice, in either language (a suggestion list cannot hold one name twice)', () => {
    for (const locale of ['en', 'ar']) {
      const names = areaSuggestions(locale);
      expect(new Set(names).size, locale).toBe(names.length);
    }
    expect(areaSuggestions('ar')).toContain('جزيرة السعديات');
    // Each Arabic suggestion, chosen, searches its own area and no other.
    const english = areaSuggestions('en');
    areaSuggestions('ar').forEach((arabic, i) => expect(areasForArabic(arabic), arabic).toEqual([english[i]]));
  });

  it('finds an area by its whole Arabic name or a part of it, however the hamza, taa marbuta and diacritics are typed', () => {
    expect(areasForArabic('جزيرة السعديات')).toEqual(['Saadiyat Island']);
    // Saadiyat Island and the community on it.
    expect(areasForArabic('السعديات').sort()).toEqual(['Jumeirah at Saadiyat', 'Saadiyat Island']);
    expect(areasForArabic('جزيره ياس')).toEqual(['Yas Island']);
    expect(areasForArabic('ابوظبي مارينا')).toEqual([]);
    expect(areasForArabic('مارينا أبوظبي')).toEqual(['Abu Dhabi Marina']);
    expect(areasForArabic('مارينا ابوظبي')).toEqual(['Abu Dhabi Marina']);
    expect(arabicSearchKey('جَزِيرَةُ الرِّيم')).toBe(arabicSearchKey('جزيره الريم'));
    expect(areasForArabic('Saadiyat')).toEqual([]);
  });

  it('searches English text as before, Arabic by the areas it names, and nothing for Arabic that names none', () => {
    expect(locationSearchKeys('Yas Island')).toEqual(['yasisland']);
    expect(locationSearchKeys('جزيرة ياس')).toEqual(['yasisland']);
    expect(locationSearchKeys('السعديات').sort()).toEqual(['jumeirahatsaadiyat', 'saadiyatisland']);
    expect(locationSearchKeys('كلمة')).toEqual(['كلمه']);
    expect(locationSearchKeys('  ')).toEqual([]);
    expect(areaDisplayName('جزيرة ياس')).toBe('Yas Island');
  });
});
