import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { pageHead } from '@/lib/seo';
import { localeOf } from '@/i18n/locales';

export const Route = createFileRoute('/reset-password')({
  head: ({ match }) => pageHead({ locale: localeOf(match.context.i18n), title: 'Set a new password', description: 'Choose a new password for your Manzil account.', path: '/reset-password', noindex: true }),
  component: () => (
    <Stack>
      <Title order={1}>Set a new password</Title>
      <ResetPasswordForm />
    </Stack>
  ),
});
