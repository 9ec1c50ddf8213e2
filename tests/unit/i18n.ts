import { i18n as shared, type I18n } from '@lingui/core';
import { createI18n, loadMessages } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/locales';

// Messages in the tests: an I18n of a language's own (as the server gives each request), or
// Lingui's shared instance activated (as the browser's is before anything renders), for code that
// runs only in the browser.

export const en = createI18n('en', await loadMessages('en'));
export const ar = createI18n('ar', await loadMessages('ar'));

export async function i18nFor(locale: Locale): Promise<I18n> {
  return createI18n(locale, await loadMessages(locale));
}

export async function activateShared(locale: Locale): Promise<void> {
  shared.loadAndActivate({ locale, messages: await loadMessages(locale) });
}
