import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { localeOf } from '@/i18n/locales';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/reset-password')({
  // The request's own I18n (at the server, each request has its own).
  head: ({ match: { context } }) =>
    pageHead({ locale: localeOf(context.i18n), title: context.i18n._(msg`Set a new password`), description: context.i18n._(msg`Choose a new password for your Manzil account.`), path: '/reset-password', noindex: true }),
  component: () => (
    <Stack>
      <Title order={1}>
        <Trans>Set a new password</Trans>
      </Title>
      <ResetPasswordForm />
    </Stack>
  ),
});
