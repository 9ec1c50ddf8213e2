import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactAgentFields } from '@/features/messages/components/contact-agent-fields';
import { EMAIL_MAX, emptyContactAgentForm, MESSAGE_MAX, NAME_MAX, PHONE_MAX, type ContactAgentInput, type ContactAgentValues } from '@/features/messages/contact-agent-schema';
import { ar, en } from './i18n';

// The Contact Agent fields stop at the schema's bounds, so nobody types 300 characters to be told 50.

function Fields({ i18n }: { i18n: I18n }) {
  const form = useForm<ContactAgentInput, unknown, ContactAgentValues>({ defaultValues: emptyContactAgentForm(i18n) });
  return <ContactAgentFields form={form} honeypotId="contact-website" />;
}

const render = (i18n: I18n) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <Fields i18n={i18n} />
      </MantineProvider>
    </I18nProvider>,
  );

/** The maxlength of the form control named `name` ('' when it has none). */
const maxLengthOf = (markup: string, name: string) => {
  const control = new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(markup)?.[0] ?? '';
  return /maxlength="(\d+)"/i.exec(control)?.[1] ?? '';
};

describe('Contact Agent fields', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('take no more characters than the schema allows (%s)', (_, i18n) => {
    const markup = render(i18n);
    expect(maxLengthOf(markup, 'name')).toBe(String(NAME_MAX));
    expect(maxLengthOf(markup, 'email')).toBe(String(EMAIL_MAX));
    expect(maxLengthOf(markup, 'phone')).toBe(String(PHONE_MAX));
    expect(maxLengthOf(markup, 'message')).toBe(String(MESSAGE_MAX));
  });
});
