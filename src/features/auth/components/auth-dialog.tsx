import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Box, Button, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { closeAuthDialog, setAuthDialogMode, useAuthDialog } from '@/lib/auth-dialog';
import { supabase } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { emailKey, formatWait, TOO_MANY_ATTEMPTS_MESSAGE } from '../attempt-limiter';
import { credentialsSchema, resetRequestSchema, type Credentials } from '../credentials-schema';
import { providerMessage, signInWithLimit } from '../sign-in';
import { confirmationRedirect, SIGN_UP_SUCCESS_MESSAGE } from '../sign-up';
import { useSignInBlock } from '../use-sign-in-block';
import { ConfirmEmailNotice } from './confirm-email-notice';

type Mode = 'signIn' | 'signUp' | 'reset';

/** The reset form keeps the credentials' shape; its password field is hidden, so anything passes. */
const resetFormSchema = resetRequestSchema.extend({ password: z.string() });

export function AuthDialog() {
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
      const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/reset-password` });
      if (error) return setProblems([providerMessage(error)]);
      notifications.show({ message: 'If an account exists for that email, we have sent a link to reset your password.', color: 'teal' });
      return close();
    }
    if (mode === 'signUp') {
      const { error } = await supabase.auth.signUp({ email, password, options: { emailRedirectTo: confirmationRedirect() } });
      if (error) return setProblems([providerMessage(error)]);
      // The toast passes; the dialog keeps saying where the email went, with a way to resend it.
      notifications.show({ message: SIGN_UP_SUCCESS_MESSAGE, color: 'teal' });
      form.reset({ email, password: '' });
      return setConfirmation({ email, justSent: true });
    }
    setConfirmation(null);
    const result = await signInWithLimit({ email, password });
    // Blocked: the countdown says it all, and no stale message is left once it ends.
    if (result.status === 'blocked') return;
    if (result.status === 'failed') {
      if (result.code === 'email_not_confirmed') setConfirmation({ email, justSent: false });
      return setProblems([result.message]);
    }
    succeed('Successfully logged in');
  };

  const onInvalid = (errors: FieldErrors<Credentials>) => {
    const messages = [errors.email, errors.password].flatMap((e) =>
      e ? Object.values(e.types ?? { message: e.message }).flat().filter((m): m is string => typeof m === 'string') : [],
    );
    setProblems([...new Set(messages)]);
  };

  const title = mode === 'signUp' ? 'Sign Up' : mode === 'reset' ? 'Reset your password' : 'Sign In';
  const checkingEmail = mode === 'signUp' && confirmation?.justSent === true;

  if (checkingEmail) {
    return (
      <Modal opened={dialog.opened} onClose={close} title="Confirm your email" centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
        <Stack>
          <ConfirmEmailNotice key={confirmation.email} email={confirmation.email} justSent />
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={() => switchMode('signIn')}>
              Already confirmed? Sign In
            </Anchor>
            <Button variant="subtle" type="button" onClick={close}>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  const submitLabel = mode === 'signUp' ? 'Sign Up' : mode === 'reset' ? 'Send reset link' : 'Sign In';

  return (
    <Modal opened={dialog.opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
        <Stack>
          {dialog.reason && <Text size="sm">{dialog.reason}</Text>}
          {problems.length > 0 && !blocked && (
            <Alert color="red" role="alert" title={problems.length > 1 ? 'Please fix the following' : undefined}>
              <List size="sm">
                {problems.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" required {...form.register('email')} />
          {mode !== 'reset' && (
            <PasswordInput
              label="Password"
              required
              autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
              {...form.register('password')}
            />
          )}
          {mode === 'signIn' && confirmation && showConfirmation && <ConfirmEmailNotice key={confirmation.email} email={confirmation.email} justSent={false} />}
          {mode === 'signIn' && (
            <Anchor component="button" type="button" size="sm" onClick={() => switchMode('reset')} style={{ alignSelf: 'flex-start' }}>
              Forgot password?
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
                    {TOO_MANY_ATTEMPTS_MESSAGE}
                  </Text>
                  <Text size="sm" c="inherit" fw={600} role="timer" aria-live="off">
                    {`You can try again in ${formatWait(blockedMs)}`}
                  </Text>
                </Box>
              )}
            </div>
            <Button type="submit" loading={false} disabled={isSubmitting || blocked} aria-describedby={blocked ? blockNoticeId : undefined}>
              {isSubmitting ? 'Processing...' : submitLabel}
            </Button>
          </Stack>
          <Group justify="space-between">
            {mode === 'signIn' ? (
              <Anchor component="button" type="button" size="sm" onClick={() => switchMode('signUp')}>
                Don&apos;t have an account? Sign Up
              </Anchor>
            ) : (
              <Anchor component="button" type="button" size="sm" onClick={() => switchMode('signIn')}>
                Already have an account? Sign In
              </Anchor>
            )}
            <Button variant="subtle" type="button" onClick={close}>
              Close
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
