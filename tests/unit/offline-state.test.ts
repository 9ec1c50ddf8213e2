import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { offlineStateText as inEnglish } from '@/components/offline-state';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const offlineStateText = (what: string) => inEnglish(what, i18n);

describe('the offline state', () => {
  it('reads correctly for plural and singular subjects alike', () => {
    expect(offlineStateText('Your listings')).toBe('Your listings will load when you are back online. This device has no copy yet.');
    expect(offlineStateText('This property')).toBe('This property will load when you are back online. This device has no copy yet.');
    // The wording that read "Your listings has not been saved" must not return.
    expect(offlineStateText('Your listings')).not.toMatch(/\b(has|is|was)\b.*\bsaved\b/);
  });
});
