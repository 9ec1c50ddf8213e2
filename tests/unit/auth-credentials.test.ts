import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '@/features/auth/attempt-limiter';
import { credentialIssues, credentialsSchema, newPasswordSchema } from '@/features/auth/credentials-schema';
import { fieldMessages } from '@/features/auth/field-messages';
import { providerMessage, refusalMessage } from '@/features/auth/sign-in';
import { activateShared, ar, en } from './i18n';

// What the sign-in dialog says: the credentials' rules and their messages, under each field, and
// the auth server's refusals, in the page's language. How often it lets someone try:
// auth-limits.test.ts.

// The schemas word their messages with Lingui's shared I18n, as the browser has it for the page.
await activateShared('en');

describe('credentials schema (its exact messages)', () => {
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

  it('words every message in Arabic on an Arabic page', async () => {
    await activateShared('ar');
    try {
      const issues = credentialIssues({ email: 'x', password: 'short' });
      expect(issues).toEqual(['عنوان البريد الإلكتروني غير صالح', 'يجب ألا تقل كلمة المرور عن 8 أحرف', expect.stringContaining('حرف كبير')]);
      const mismatch = newPasswordSchema.safeParse({ password: 'Manzil2025!', confirm: 'Manzil2026!' });
      expect(mismatch.error?.issues.map((i) => i.message)).toEqual(['كلمتا المرور غير متطابقتين']);
    } finally {
      await activateShared('en');
    }
  });

  it('the new-password form applies the same rules and wants a matching confirmation', () => {
    expect(newPasswordSchema.safeParse({ password: 'Manzil2025!', confirm: 'Manzil2025!' }).success).toBe(true);
    const mismatch = newPasswordSchema.safeParse({ password: 'Manzil2025!', confirm: 'Manzil2026!' });
    expect(mismatch.error?.issues.map((i) => i.message)).toEqual(['Passwords do not match']);
    const weak = newPasswordSchema.safeParse({ password: 'weak', confirm: 'weak' });
    expect(weak.error?.issues[0].message).toBe('Password must be at least 8 characters');
  });
});

describe("the dialog's messages under each field", () => {
  /** The fields' errors as the dialog's form has them (zodResolver, criteriaMode 'all'). */
  async function fieldErrors(values: { email: string; password: string }) {
    const { errors } = await zodResolver(credentialsSchema)(values, undefined, { criteriaMode: 'all', fields: {}, shouldUseNativeValidation: false });
    return errors as Partial<Record<'email' | 'password', FieldError>>;
  }

  it('names every rule an empty form or a short password breaks, under its own field', async () => {
    const empty = await fieldErrors({ email: '', password: '' });
    expect(fieldMessages(empty.email)).toEqual(['Invalid email address']);
    expect(fieldMessages(empty.password)).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ]);
    const short = await fieldErrors({ email: 'layla@manzil.ae', password: 'Ab1' });
    expect(short.email).toBeUndefined();
    expect(fieldMessages(short.password)).toEqual(['Password must be at least 8 characters']);
  });

  it('says nothing for a field without an error, and each message once', () => {
    expect(fieldMessages(undefined)).toEqual([]);
    expect(fieldMessages({ type: 'too_small', message: 'Too short' })).toEqual(['Too short']);
    expect(fieldMessages({ type: 'x', message: 'A', types: { too_small: 'A', custom: ['B', 'A'] } })).toEqual(['A', 'B']);
  });
});
describe("the auth server's refusals, in the page's language", () => {
  it("keeps the server's own English words, and says the known refusals in Arabic", () => {
    const wrong = { message: 'Invalid login credentials', status: 400, code: 'invalid_credentials' };
    expect(providerMessage(wrong, en)).toBe('Invalid login credentials');
    expect(providerMessage(wrong, ar)).toBe('بيانات تسجيل الدخول غير صحيحة');
    expect(providerMessage({ message: 'Email not confirmed', status: 400, code: 'email_not_confirmed' }, ar)).toBe('لم يتم تأكيد البريد الإلكتروني بعد');
  });

  it('treats any 429 as too many attempts, and an empty answer as unexpected', () => {
    expect(providerMessage({ message: 'Request rate limit reached', status: 429 }, en)).toBe(en._(TOO_MANY_ATTEMPTS));
    expect(providerMessage({ message: 'Request rate limit reached', status: 429 }, ar)).toBe(ar._(TOO_MANY_ATTEMPTS));
    expect(providerMessage({ message: '{}', status: 500 }, en)).toBe('An unexpected error occurred');
    expect(providerMessage({ message: '{}', status: 500 }, ar)).toBe('حدث خطأ غير متوقع');
    // An unknown refusal is shown in the server's words.
    expect(refusalMessage({ message: 'Something else', status: 422, code: 'other' }, ar)).toBe('Something else');
  });
});
