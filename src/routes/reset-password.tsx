import { Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/reset-password')({
  head: () => pageHead({ title: 'Set a new password', description: 'Choose a new password for your Manzil account.', path: '/reset-password', noindex: true }),
  component: () => (
    <Stack>
      <Title order={1}>Set a new password</Title>
      <ResetPasswordForm />
    </Stack>
  ),
});
