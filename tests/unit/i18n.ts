// The languages' I18n for tests of code that writes words in a page's language (as the server
// does for each request).
import { createI18n, loadMessages } from '@/i18n/catalogues';

export const en = createI18n('en', await loadMessages('en'));
export const ar = createI18n('ar', await loadMessages('ar'));
