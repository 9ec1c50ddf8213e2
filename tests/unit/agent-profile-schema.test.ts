import { describe, expect, it } from 'vitest';
import { profileSchema } from '@/features/account/api/profile';
import { agentProfileSchema } from '@/features/agents/agent-profile-schema';
import { activateShared } from './i18n';

// The schemas word their messages with Lingui's shared I18n, as the browser has it for the page.
await activateShared('en');

const messages = (input: unknown) => agentProfileSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];
const valid = { company_name: 'Manzil Realty', agent_address: 'Al Maryah Island', agent_email: 'sara@manzil.ae', phone: '+971 (2) 555-0101' };

describe('agent profile schema', () => {
  it('accepts a complete card and optional blanks', () => {
    expect(messages(valid)).toEqual([]);
    expect(messages({ ...valid, agent_address: '', agent_email: '', phone: '' })).toEqual([]);
  });

  it.each([
    [{ company_name: '' }, 'Company name is required'],
    [{ company_name: 'x'.repeat(101) }, 'Company name must be less than 100 characters'],
    [{ agent_address: 'x'.repeat(201) }, 'Address must be less than 200 characters'],
    [{ agent_email: 'nope' }, 'Invalid email address'],
    [{ agent_email: `${'a'.repeat(95)}@x.com` }, 'Email must be less than 100 characters'],
    [{ phone: '050-abc' }, 'Invalid phone number format'],
    [{ phone: '+971 50 123 4567 8901' }, 'Phone number must be less than 20 characters'],
  ])('%j → %s', (change, message) => {
    expect(messages({ ...valid, ...change })).toContain(message);
  });

  it('gives its messages in Arabic on an Arabic page', async () => {
    await activateShared('ar');
    try {
      expect(messages({ ...valid, company_name: '', phone: 'call me' })).toEqual(['اسم الشركة مطلوب', 'صيغة رقم الهاتف غير صحيحة']);
    } finally {
      await activateShared('en');
    }
  });

  it('profile edits use the same phone rule', () => {
    expect(profileSchema.safeParse({ first_name: 'Sara', last_name: 'Al Mansouri', phone: '+971 50 123 4567' }).success).toBe(true);
    expect(profileSchema.safeParse({ first_name: 'Sara', last_name: '', phone: 'call me' }).error?.issues[0].message).toBe('Invalid phone number format');
  });
});
