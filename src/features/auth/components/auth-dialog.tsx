import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Box, Button, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { closeAuthDialog, setAuthDialogMode, useAuthDialog } from '@/lib/auth-dialog';
import { supabase } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { emailKey, formatWait, TOO_MANY_ATTEMPTS } from '../attempt-limiter';
import { credentialsSchema, resetRequestSchema, type Credentials } from '../credentials-schema';
import { providerMessage, signInWithLimit } from '../sign-in';
import { emailLinkTarget, SIGN_UP_SUCCESS, signUpWithEmail } from '../sign-up';
import { useSignInBlock } from '../use-sign-in-block';
import { ConfirmEmailNotice } from './confirm-email-notice';

type Mode = 'signIn' | 'signUp' | 'reset';

/** The reset form keeps the credentials' shape; its password field is hidden, so anything passes. */
const resetFormSchema = resetRequestSchema.extend({ password: z.string() });

export function AuthDialog() {
  const { t, i18n } = useLingui();
  const dialog = useAuthDialog();
  const [resetMode, setResetMode] = useState(false);
  const mode: Mode = resetMode ? 'reset' : dialog.mode;
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm<Credentials>({
    resolver: zodResolver(mode === 'reset' ? resetFormSchema : credentialsSchema),
    criteriaMode: 'all',
    defaultValues: { email: '', password: '' },
  });
  const { isSubmitting } = form.formState;
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  // Only the email typed waits: another account signs in on this device as usual.
  const blockedMs = useSignInBlock(typedEmail);
  const blocked = mode === 'signIn' && blockedMs > 0;
  const blockNoticeId = useId();
  // The email a confirmation link was sent to (after sign-up), or that a sign-in found unconfirmed.
  const [confirmation, setConfirmation] = useState<{ email: string; justSent: boolean } | null>(null);
  const showConfirmation = confirmation !== null && (confirmation.justSent || emailKey(typedEmail) === emailKey(confirmation.email));

  const close = () => {
    setProblems([]);
    setResetMode(false);
    setConfirmation(null);
    closeAuthDialog();
  };

  const switchMode = (next: Mode) => {
    setProblems([]);
    setConfirmation(null);
    form.clearErrors();
    if (next === 'reset') setResetMode(true);
    else {
      setResetMode(false);
      setAuthDialogMode(next);
    }
  };

  const succeed = (message: string) => {
    notifications.show({ message, color: 'teal' });
    form.reset({ email: '', password: '' });
    close();
  };

  const onValid = async ({ email, password }: Credentials) => {
    setProblems([]);
    if (mode === 'reset') {
      const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: emailLinkTarget('/reset-password') });
      if (error) return setProblems([providerMessage(error, i18n)]);
      notifications.show({ message: t`If an account exists for that email, we have sent a link to reset your password.`, color: 'teal' });
      return close();
    }
    if (mode === 'signUp') {
      const { error } = await signUpWithEmail({ email, password });
      if (error) return setProblems([providerMessage(error, i18n)]);
      // The toast passes; the dialog keeps saying where the email went, with a way to resend it.
      notifications.show({ message: i18n._(SIGN_UP_SUCCESS), color: 'teal' });
      form.reset({ email, password: '' });
      return setConfirmation({ email, justSent: true });
    }
    setConfirmation(null);
    const result = await signInWithLimit({ email, password });
    // Blocked: the countdown says it all, and no stale message is left once it ends.
    if (result.status === 'blocked') return;
    if (result.status === 'failed') {
      if (result.code === 'email_not_confirmed') setConfirmation({ email, justSent: false });
      return setProblems([providerMessage({ message: result.message, code: result.code }, i18n)]);
    }
    succeed(t`Successfully logged in`);
  };

  const onInvalid = (errors: FieldErrors<Credentials>) => {
    const messages = [errors.email, errors.password].flatMap((e) =>
      e ? Object.values(e.types ?? { message: e.message }).flat().filter((m): m is string => typeof m === 'string') : [],
    );
    setProblems([...new Set(messages)]);
  };

  const title = mode === 'signUp' ? t`Sign Up` : mode === 'reset' ? t`Reset your password` : t`Sign In`;
  const wait = formatWait(blockedMs);
  const checkingEmail = mode === 'signUp' && confirmation?.justSent === true;

  if (checkingEmail) {
    return (
      <Modal opened={dialog.opened} onClose={close} title={t`Confirm your email`} centered closeButtonProps={{ 'aria-label': t`Close dialog` }}>
        <Stack>
          <ConfirmEmailNotice key={confirmation.email} email={confirmation.email} justSent />
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={() => switchMode('signIn')}>
              <Trans>Already confirmed? Sign In</Trans>
            </Anchor>
            <Button variant="subtle" type="button" onClick={close}>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  const submitLabel = mode === 'signUp' ? t`Sign Up` : mode === 'reset' ? t`Send reset link` : t`Sign In`;

  return (
    <Modal opened={dialog.opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': t`Close dialog` }}>
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
        <Stack>
          {dialog.reason && <Text size="sm">{dialog.reason}</Text>}
          {problems.length > 0 && !blocked && (
            <Alert color="red" role="alert" title={problems.length > 1 ? t`Please fix the following` : undefined}>
              <List size="sm">
                {problems.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <TextInput label={t({ message: 'Email', context: 'form field' })} type="email" dir="ltr" autoComplete="email" required {...form.register('email')} />
          {mode !== 'reset' && (
            <PasswordInput
              label={t`Password`}
              required
              autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
              {...form.register('password')}
            />
          )}
          {mode === 'signIn' && confirmation && showConfirmation && <ConfirmEmailNotice key={confirmation.email} email={confirmation.email} justSent={false} />}
          {mode === 'signIn' && (
            <Anchor component="button" type="button" size="sm" onClick={() => switchMode('reset')} style={{ alignSelf: 'flex-start' }}>
              <Trans>Forgot password?</Trans>
            </Anchor>
          )}
          <Stack gap={0}>
            {/* Always present, so screen readers announce the block once when it appears (politely);
                the countdown inside is a timer they do not read out every second. */}
            <div role="status" aria-live="polite">
              {blocked && (
                // Styled as an alert without being one: role=alert would interrupt the screen reader.
                <Box id={blockNoticeId} mb="sm" p="sm" bg="var(--mantine-color-orange-light)" c="var(--mantine-color-orange-light-color)" style={{ borderRadius: 'var(--mantine-radius-default)' }}>
                  <Text size="sm" c="inherit">
                    {i18n._(TOO_MANY_ATTEMPTS)}
                  </Text>
                  <Text size="sm" c="inherit" fw={600} role="timer" aria-live="off">
                    {t`You can try again in ${wait}`}
                  </Text>
                </Box>
              )}
            </div>
            <Button type="submit" loading={false} disabled={isSubmitting || blocked} aria-describedby={blocked ? blockNoticeId : undefined}>
              {isSubmitting ? t`Processing...` : submitLabel}
            </Button>
          </Stack>
          <Group justify="space-between">
            {mode === 'signIn' ? (
              <Anchor component="button" type="button" size="sm" onClick={() => switchMode('signUp')}>
                <Trans>Don&apos;t have an account? Sign Up</Trans>
              </Anchor>
            ) : (
              <Anchor component="button" type="button" size="sm" onClick={() => switchMode('signIn')}>
                <Trans>Already have an account? Sign In</Trans>
              </Anchor>
            )}
            <Button variant="subtle" type="button" onClick={close}>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
