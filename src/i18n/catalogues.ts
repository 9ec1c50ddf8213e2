import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './locales';

// Each language's messages are their own chunk, so a page loads only its language's. The server
// renders each request with an I18n of its own, so two requests in two languages never mix.

export async function loadMessages(locale: Locale): Promise<Messages> {
  const { messages } = locale === 'ar' ? await import('../locales/ar/messages.po') : await import('../locales/en/messages.po');
  return messages;
}

/** An I18n for one language. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
