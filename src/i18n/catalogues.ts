import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './locales';

// The server renders each request with an I18n of its own, so two requests in two languages
// never mix. English, the source language, has no catalogue to load: the build keeps each
// message's English, compiled, in the code that shows it (scripts/lingui-plugins.ts). Arabic's
// messages are a chunk of their own, loaded by Arabic pages only.

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return {};
  const { messages } = await import('../locales/ar/messages.po');
  return messages;
}

/** An I18n for one language. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
