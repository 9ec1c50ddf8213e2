import { Trans, useLingui } from '@lingui/react/macro';
import { Box, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX, type ContactAgentInput, type ContactAgentValues } from '../contact-agent-schema';

/** The Contact Agent form's fields: each takes no more characters than the schema allows, and says what is wrong under it. */
export function ContactAgentFields({ form, honeypotId }: { form: UseFormReturn<ContactAgentInput, unknown, ContactAgentValues>; honeypotId: string }) {
  const { t } = useLingui();
  const { errors } = form.formState;
  return (
    <>
      <TextInput label={t`Name`} required autoComplete="name" maxLength={NAME_MAX} error={errors.name?.message} {...form.register('name')} />
      <TextInput
        label={t({ message: 'Email', context: 'form field' })}
        type="email"
        dir="ltr"
        required
        autoComplete="email"
        maxLength={EMAIL_MAX}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextInput
        label={t`Phone (optional)`}
        type="tel"
        dir="ltr"
        autoComplete="tel"
        placeholder="+971 50 123 4567"
        maxLength={PHONE_MAX}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <Textarea label={t`Message`} required autosize minRows={4} maxRows={10} maxLength={MESSAGE_MAX} error={errors.message?.message} {...form.register('message')} />
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <Box aria-hidden="true" style={{ position: 'absolute', insetInlineStart: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
        <label htmlFor={honeypotId}>
          <Trans>Website</Trans>
        </label>
        <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </Box>
    </>
  );
}
