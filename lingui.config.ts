import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The interface's messages: English is the source (written in the components with Lingui's
// macros), Arabic its translation. `npm run i18n:extract` writes src/locales/{locale}/messages.po;
// `npm run i18n:check` fails on a message missing from either catalogue.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  // LINGUI_CATALOG_DIR: where the check (scripts/check-catalogues.ts) extracts a fresh copy to.
  catalogs: [{ path: `${process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/src/locales'}/{locale}/messages`, include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
