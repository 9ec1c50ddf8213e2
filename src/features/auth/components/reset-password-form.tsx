import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { PasswordInput } from '@/components/password-input';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from '@/lib/zod';
import { useSession } from '@/lib/session';
import { supabase } from '@/lib/supabase';
import { signInLimiter } from '../attempt-limiter';
import { newPasswordSchema } from '../credentials-schema';
import { refusalMessage } from '../sign-in';

type NewPassword = z.infer<typeof newPasswordSchema>;

/** Where the reset email's link lands: the link signs the user in, then this sets the new password. */
export function ResetPasswordForm() {
  const { t, i18n } = useLingui();
  const { ready, user } = useSession();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<NewPassword>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirm: '' } });
  const { errors, isSubmitting } = form.formState;

  if (!ready)
    return (
      <Text>
        <Trans>Checking your reset link...</Trans>
      </Text>
    );
  if (!user) {
    return (
      <Alert color="yellow" title={t`This reset link is invalid or has expired`}>
        <Trans>Open the latest password reset email again, or ask for a new link from Sign in › Forgot password?</Trans>
      </Alert>
    );
  }

  const email = user.email;
  const onValid = async ({ password }: NewPassword) => {
    setProblem(null);
    const { error } = await supabase.auth.updateUser({ password });
    if (error) return setProblem(refusalMessage(error, i18n));
    // The owner proved who they are: the email's sign-in wait ends now, as the server's locks on it do.
    if (user.email) signInLimiter.reset(user.email);
    notifications.show({ message: t`Your password has been updated`, color: 'teal' });
    form.reset();
    void navigate({ to: '/' });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <Stack maw={420}>
        <Text>
          <Trans>
            Choose a new password for <bdi>{email}</bdi>.
          </Trans>
        </Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <PasswordInput label={t`New password`} autoComplete="new-password" required error={errors.password?.message} {...form.register('password')} />
        <PasswordInput label={t`Confirm new password`} autoComplete="new-password" required error={errors.confirm?.message} {...form.register('confirm')} />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Processing...` : t`Update password`}
        </Button>
      </Stack>
    </form>
  );
}
