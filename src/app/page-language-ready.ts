import { i18n } from '@lingui/core';

/**
 * Resolves once Lingui's shared I18n (the page's, in the browser) has the page's language: app/start.tsx
 * activates it when the messages have loaded, while reads and the outbox may already be at work.
 * Code outside React that words something (a toast, an outbox entry's failure) waits for it.
 */
export function pageLanguageReady(): Promise<void> {
  if (i18n.locale) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = i18n.on('change', () => {
      if (!i18n.locale) return;
      stop();
      resolve();
    });
  });
}
