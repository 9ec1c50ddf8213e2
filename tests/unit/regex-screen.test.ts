import { describe, expect, it } from 'vitest';
import { refusedPatternReason } from '../../supabase/emulator/rest/regex-screen.ts';

describe('refusedPatternReason', () => {
  it('lets ordinary search patterns through', () => {
    for (const pattern of ['^villa', 'sea (view|front)', '[[:digit:]]{3,4} sq ?ft', '^(ab )+x$', 'a\\.b', '\\d+', '(?=.*pool)(?=.*garden)', '(?:(?=.*z).)*$', '[(?=]', '\\0101']) {
      expect(refusedPatternReason(pattern), pattern).toBeNull();
    }
  });

  it('refuses back-references, nested look-arounds and very long patterns', () => {
    for (const pattern of ['(.*)\\1', '^(.*)(.*)(.*)\\3\\2\\1$', '(?b)\\(a*\\)\\1', '(?=.*(?=.*z))', '(?!a(?<=b))', '(?=(a(?=b)))', 'x'.repeat(1001)]) {
      expect(refusedPatternReason(pattern), pattern).not.toBeNull();
    }
  });

  it('reads bracket expressions as Postgres does', () => {
    expect(refusedPatternReason('[]\\1]')).not.toBeNull();
    expect(refusedPatternReason('[[:alpha:]](?=.*[)])')).toBeNull();
    expect(refusedPatternReason('[^]](?=.*(?=x))')).not.toBeNull();
  });
});
