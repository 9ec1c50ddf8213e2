import { describe, expect, it } from 'vitest';
import { offeredLocale } from '@/i18n/choice';

describe('the language a page offers', () => {
  it("is the site's language the browser prefers first, when it is not the page's", () => {
    expect(offeredLocale(['ar-AE', 'en-US'], 'en')).toBe('ar');
    expect(offeredLocale(['ar'], 'ar')).toBeNull();
    expect(offeredLocale(['fr-FR', 'en-GB', 'ar'], 'ar')).toBe('en');
    expect(offeredLocale(['en-AE', 'ar'], 'en')).toBeNull();
    expect(offeredLocale(['fr', 'de'], 'en')).toBeNull();
    expect(offeredLocale([], 'ar')).toBeNull();
  });
});
