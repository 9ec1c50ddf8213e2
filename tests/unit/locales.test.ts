import { describe, expect, it } from 'vitest';
import { directionOf, localeOfPath, localizedHref, localizedPath, pathWithoutLocale } from '@/i18n/locales';

describe('the language of an address', () => {
  it('is Arabic under /ar only, and English everywhere else', () => {
    expect(['/ar', '/ar/', '/ar/buy', '/ar/property/abc'].map(localeOfPath)).toEqual(['ar', 'ar', 'ar', 'ar']);
    expect(['/', '/buy', '/arabian-ranches', '/area/ar'].map(localeOfPath)).toEqual(['en', 'en', 'en', 'en']);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('moves between the languages without touching the rest of the address', () => {
    expect(pathWithoutLocale('/ar/buy')).toBe('/buy');
    expect(pathWithoutLocale('/ar')).toBe('/');
    expect(pathWithoutLocale('/arabian-ranches')).toBe('/arabian-ranches');
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/buy', 'ar')).toBe('/ar/buy');
    expect(localizedPath('/ar/buy', 'en')).toBe('/buy');
    expect(localizedPath('/ar/buy', 'ar')).toBe('/ar/buy');
    expect(localizedHref('/search-results?location=Yas+Island#top', 'ar')).toBe('/ar/search-results?location=Yas+Island#top');
    expect(localizedHref('/?tab=saved', 'ar')).toBe('/ar?tab=saved');
    expect(localizedHref('/ar/rent?x=1', 'en')).toBe('/rent?x=1');
  });
});
