import { describe, expect, it } from 'vitest';
import { offlineStateText } from '@/components/offline-state';

describe('the offline state', () => {
  it('reads correctly for plural and singular subjects alike', () => {
    expect(offlineStateText('Your listings')).toBe('Your listings will load when you are back online. This device has no copy yet.');
    expect(offlineStateText('This property')).toBe('This property will load when you are back online. This device has no copy yet.');
    // The wording that read "Your listings has not been saved" must not return.
    expect(offlineStateText('Your listings')).not.toMatch(/\b(has|is|was)\b.*\bsaved\b/);
  });
});
