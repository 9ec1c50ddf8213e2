import { describe, expect, it } from 'vitest';
import { createAttemptLimiter, MAX_SIGN_IN_ATTEMPTS, TOO_MANY_ATTEMPTS_MESSAGE } from '@/features/auth/attempt-limiter';
import { credentialIssues, newPasswordSchema } from '@/features/auth/credentials-schema';

describe('credentials schema (spec.md section 5 messages)', () => {
  it('accepts a valid email and strong password', () => {
    expect(credentialIssues({ email: 'layla@manzil.ae', password: 'Manzil2025!' })).toEqual([]);
  });

  it.each([
    [{ email: 'not-an-email', password: 'Manzil2025!' }, ['Invalid email address']],
    [{ email: `${'a'.repeat(95)}@x.com`, password: 'Manzil2025!' }, ['Email must be less than 100 characters']],
    [{ email: 'a@b.co', password: 'Ab1' }, ['Password must be at least 8 characters']],
    [{ email: 'a@b.co', password: `Ab1${'x'.repeat(126)}` }, ['Password must be less than 128 characters']],
    // bcrypt's limit, in bytes: 38 characters of which 35 take two bytes each.
    [{ email: 'a@b.co', password: `Ab1${'é'.repeat(35)}` }, ['Password cannot be longer than 72 bytes']],
    [
      { email: 'a@b.co', password: 'alllowercase1' },
      ['Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    ],
    [
      { email: 'a@b.co', password: 'NoDigitsHere' },
      ['Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    ],
  ])('%j gives %j', (input, messages) => {
    expect(credentialIssues(input)).toEqual(messages);
  });

  it('lists every issue at once', () => {
    expect(credentialIssues({ email: 'x', password: 'short' })).toEqual([
      'Invalid email address',
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ]);
  });

  it('the new-password form applies the same rules and wants a matching confirmation', () => {
    expect(newPasswordSchema.safeParse({ password: 'Manzil2025!', confirm: 'Manzil2025!' }).success).toBe(true);
    const mismatch = newPasswordSchema.safeParse({ password: 'Manzil2025!', confirm: 'Manzil2026!' });
    expect(mismatch.error?.issues.map((i) => i.message)).toEqual(['Passwords do not match']);
    const weak = newPasswordSchema.safeParse({ password: 'weak', confirm: 'weak' });
    expect(weak.error?.issues[0].message).toBe('Password must be at least 8 characters');
  });
});

describe('sign-in attempt limiter', () => {
  const memoryStore = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
  };

  it('blocks after five failures and resets on success', () => {
    const limiter = createAttemptLimiter(memoryStore());
    for (let i = 0; i < MAX_SIGN_IN_ATTEMPTS - 1; i++) limiter.recordFailure();
    expect(limiter.isBlocked()).toBe(false);
    limiter.recordFailure();
    expect(limiter.isBlocked()).toBe(true);
    limiter.reset();
    expect(limiter.isBlocked()).toBe(false);
    expect(limiter.failures()).toBe(0);
  });

  it('keeps its count in the store, so a reload does not reset it', () => {
    const store = memoryStore();
    const first = createAttemptLimiter(store);
    for (let i = 0; i < 5; i++) first.recordFailure();
    expect(createAttemptLimiter(store).isBlocked()).toBe(true);
  });

  it('works without storage', () => {
    const limiter = createAttemptLimiter(null, 2);
    limiter.recordFailure();
    limiter.recordFailure();
    expect(limiter.isBlocked()).toBe(true);
  });

  it('uses the exact message', () => {
    expect(TOO_MANY_ATTEMPTS_MESSAGE).toBe('Too many login attempts. Please wait before trying again.');
  });
});
