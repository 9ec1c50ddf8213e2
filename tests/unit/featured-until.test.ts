import { describe, expect, it } from 'vitest';
import { en } from './i18n';
import { featuringLostOnDelete } from '@/features/listings/featured-until';

describe('deleting a featured listing', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('warns that the paid featuring ends, with its end date, while it is still to come', () => {
    expect(featuringLostOnDelete(en, '2026-12-24T09:30:00Z', now)).toBe(
      'It is featured until 24 December 2026. Deleting it ends the featuring you paid for; it cannot be moved to another listing.',
    );
  });

  it('says nothing of a featuring that has ended, or of a listing never featured', () => {
    expect(featuringLostOnDelete(en, '2026-11-25T11:59:59Z', now)).toBeNull();
    expect(featuringLostOnDelete(en, null, now)).toBeNull();
    expect(featuringLostOnDelete(en, undefined, now)).toBeNull();
    expect(featuringLostOnDelete(en, 'not a date', now)).toBeNull();
  });
});
