import { describe, expect, it } from 'vitest';
import {
  contactAgentSchema,
  DEFAULT_CONTACT_MESSAGE,
  emptyContactAgentForm,
  isHoneypotFilled,
  MESSAGE_MAX,
  NAME_MAX,
  PHONE_MAX,
  type ContactAgentInput,
} from '@/features/messages/contact-agent-schema';
import { activateShared, ar, en } from './i18n';

// The schema words its messages with Lingui's shared I18n, as the browser has it for the page.
await activateShared('en');

const valid: ContactAgentInput = {
  name: 'Aisha Rahman',
  email: 'aisha@example.com',
  phone: '',
  message: en._(DEFAULT_CONTACT_MESSAGE),
  website: '',
};

function messages(input: Partial<ContactAgentInput>) {
  const result = contactAgentSchema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('contact agent schema', () => {
  it('starts with the default message', () => {
    expect(emptyContactAgentForm(en).message).toBe("I'm interested in this property and would like more information.");
    expect(messages({})).toEqual([]);
  });

  it('starts with an Arabic message on an Arabic page, long enough to send', () => {
    const arabic = emptyContactAgentForm(ar).message;
    expect(arabic).toMatch(/العقار/);
    expect(messages({ message: arabic })).toEqual([]);
  });

  it('gives its messages in Arabic on an Arabic page', async () => {
    await activateShared('ar');
    try {
      expect(messages({ name: 'A', email: 'x' })).toEqual(['يجب أن يتكون الاسم من حرفين على الأقل.', 'يرجى إدخال عنوان بريد إلكتروني صالح.']);
    } finally {
      await activateShared('en');
    }
  });

  it('gives its exact messages', () => {
    expect(messages({ name: 'A' })).toEqual(['Name must be at least 2 characters.']);
    expect(messages({ email: 'not-an-email' })).toEqual(['Please enter a valid email address.']);
    expect(messages({ email: '' })).toEqual(['Please enter a valid email address.']);
    expect(messages({ message: 'Too short' })).toEqual(['Message must be at least 10 characters.']);
    expect(messages({ name: '', email: 'x', message: '' })).toEqual([
      'Name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Message must be at least 10 characters.',
    ]);
  });

  it('bounds name and message length like the database', () => {
    expect([NAME_MAX, MESSAGE_MAX]).toEqual([50, 1000]);
    expect(messages({ name: 'x'.repeat(NAME_MAX) })).toEqual([]);
    expect(messages({ message: 'x'.repeat(MESSAGE_MAX) })).toEqual([]);
    expect(messages({ name: 'x'.repeat(NAME_MAX + 1) })).toEqual(['Name must be at most 50 characters.']);
    expect(messages({ message: 'x'.repeat(MESSAGE_MAX + 1) })).toEqual(['Message must be at most 1000 characters.']);
  });

  it('ends every message with a full stop, in both languages', async () => {
    const all = () => [
      ...messages({ name: 'A', email: 'x', phone: 'call me', message: 'short' }),
      ...messages({ name: 'x'.repeat(NAME_MAX + 1), phone: '1'.repeat(PHONE_MAX + 1), message: 'x'.repeat(MESSAGE_MAX + 1) }),
    ];
    expect(all()).toHaveLength(7);
    for (const message of all()) expect(message).toMatch(/\.$/);
    await activateShared('ar');
    try {
      for (const message of all()) expect(message).toMatch(/[\u0600-\u06ff].*\.$/);
    } finally {
      await activateShared('en');
    }
  });

  it('phone is optional; when given: digits, spaces, hyphens, parentheses, optional leading +', () => {
    expect(messages({ phone: '' })).toEqual([]);
    expect(messages({ phone: '+971 (50) 123-4567' })).toEqual([]);
    expect(messages({ phone: '050 1234567' })).toEqual([]);
    expect(messages({ phone: 'call me' })).toEqual(['Please enter a valid phone number.']);
    expect(messages({ phone: '971+50' })).toEqual(['Please enter a valid phone number.']);
    expect(messages({ phone: '1'.repeat(PHONE_MAX + 1) })).toEqual(['Phone number must be at most 20 characters.']);
  });

  it('checks and returns plain text, markup removed', () => {
    const result = contactAgentSchema.parse({
      ...valid,
      name: '  <b>Omar</b> Saeed ',
      message: 'Hello <script>alert(1)</script><i>is this still available?</i>',
    });
    expect(result.name).toBe('Omar Saeed');
    expect(result.message).toBe('Hello is this still available?');
    // markup alone does not satisfy the minimum lengths
    expect(messages({ name: '<b>A</b>' })).toEqual(['Name must be at least 2 characters.']);
    expect(messages({ message: '<p><strong>hi</strong></p>' })).toEqual(['Message must be at least 10 characters.']);
  });

  it('treats a filled honeypot as a bot', () => {
    expect(isHoneypotFilled({ website: '' })).toBe(false);
    expect(isHoneypotFilled({ website: '   ' })).toBe(false);
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true);
  });
});
