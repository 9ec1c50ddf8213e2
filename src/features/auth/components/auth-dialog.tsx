import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Box, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { PasswordInput } from '@/components/password-input';
import { notifications } from '@mantine/notifications';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { closeAuthDialog, setAuthDialogMode, useAuthDialog } from '@/lib/auth-dialog';
import { z } from '@/lib/zod';
import { emailKey, formatWait, TOO_MANY_ATTEMPTS } from '../attempt-limiter';
import { credentialsSchema, resetRequestSchema, type Credentials } from '../credentials-schema';
import { MAX_EMAIL_WAIT_MS } from '../email-requests';
import { fieldMessages } from '../field-messages';
import { requestPasswordReset } from '../password-reset';
import { providerMessage, signInWithLimit } from '../sign-in';
import { SIGN_UP_SUCCESS, signUpWithEmail } from '../sign-up';
import { useCountdown } from '../use-countdown';
import { useSignInBlock } from '../use-sign-in-block';
import { ConfirmEmailNotice } from './confirm-email-notice';

type Mode = 'signIn' | 'signUp' | 'reset';

/** The reset form keeps the credentials' shape; its password field is hidden, so anything passes. */
const resetFormSchema = resetRequestSchema.extend({ password: z.string() });

/** When a wait of `ms` from now ends (epoch ms). */
const endOfWait = (ms: number) => Date.now() + ms;

/** Focuses an element as it mounts (a ref callback). */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/** A field's messages under it, one a line; none until the form is first sent, then as the person types. */
function inlineError(error: FieldError | undefined): ReactNode {
  const messages = fieldMessages(error);
  return messages.length === 0 ? undefined : messages.map((message) => <span key={message} style={{ display: 'block' }}>{message}</span>);
}

export function AuthDialog() {
  const { t, i18n } = useLingui();
  const dialog = useAuthDialog();
  const [resetMode, setResetMode] = useState(false);
  const mode: Mode = resetMode ? 'reset' : dialog.mode;
  // The server's refusal; the fields' own messages are under them.
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Credentials>({
    resolver: zodResolver(mode === 'reset' ? resetFormSchema : credentialsSchema),
    criteriaMode: 'all',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  // Only the email typed waits: another account signs in on this device as usual.
  const blockedMs = useSignInBlock(typedEmail);
  const blocked = mode === 'signIn' && blockedMs > 0;
  const waitNoticeId = useId();
  // The email a confirmation link was sent to (after sign-up), or that a sign-in found unconfirmed.
  const [confirmation, setConfirmation] = useState<{ email: string; justSent: boolean } | null>(null);
  const showConfirmation = confirmation !== null && (confirmation.justSent || emailKey(typedEmail) === emailKey(confirmation.email));
  // A reset link the server would not send yet (429): its wait, for the email it was asked for.
  const [resetWait, setResetWait] = useState<{ email: string; until: number; justSent: boolean } | null>(null);
  const resetWaitMs = useCountdown(mode === 'reset' && resetWait && emailKey(resetWait.email) === emailKey(typedEmail) ? resetWait.until : 0, MAX_EMAIL_WAIT_MS);

  const close = () => {
    setProblem(null);
    setResetMode(false);
    setConfirmation(null);
    closeAuthDialog();
  };

  const switchMode = (next: Mode) => {
    setProblem(null);
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
    setProblem(null);
    if (mode === 'reset') {
      const result = await requestPasswordReset(email);
      if (result.status === 'wait') return setResetWait({ email, until: endOfWait(result.waitMs), justSent: result.justSent });
      if (result.status === 'failed') return setProblem(providerMessage({ message: result.message, code: result.code }, i18n));
      notifications.show({ message: t`If an account exists for that email, we have sent a link to reset your password.`, color: 'teal' });
      return close();
    }
    if (mode === 'signUp') {
      const { error } = await signUpWithEmail({ email, password });
      if (error) return setProblem(providerMessage(error, i18n));
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
      return setProblem(providerMessage({ message: result.message, code: result.code }, i18n));
    }
    succeed(t`Successfully logged in`);
  };

  const title = mode === 'signUp' ? t`Sign Up` : mode === 'reset' ? t`Reset your password` : t`Sign In`;
  // What the person waits for, if anything: the sign-in block, or another reset email.
  const wait = formatWait(blocked ? blockedMs : resetWaitMs);
  const resetNotice = resetWait?.justSent
    ? { reason: t`We've just sent you an email.`, countdown: t`You can ask for another email in ${wait}` }
    : { reason: t`Too many requests. Please wait before trying again.`, countdown: t`You can try again in ${wait}` };
  const waitNotice = blocked ? { reason: i18n._(TOO_MANY_ATTEMPTS), countdown: t`You can try again in ${wait}` } : resetWaitMs > 0 ? resetNotice : null;
  const checkingEmail = mode === 'signUp' && confirmation?.justSent === true;

  if (checkingEmail) {
    return (
      <Modal opened={dialog.opened} onClose={close} returnFocus={false} title={t`Confirm your email`} centered closeButtonProps={{ 'aria-label': t`Close dialog` }}>
        {/* The form and its button are gone: focus moves here, so keyboards and screen readers stay in the dialog. */}
        <Stack ref={focusOnMount} tabIndex={-1} style={{ outline: 'none' }}>
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
    // closeAuthDialog gives focus back to the control that opened the dialog.
    <Modal opened={dialog.opened} onClose={close} returnFocus={false} title={title} centered closeButtonProps={{ 'aria-label': t`Close dialog` }}>
      <form noValidate onSubmit={form.handleSubmit(onValid, () => setProblem(null))}>
        <Stack>
          {dialog.reason && <Text size="sm">{dialog.reason}</Text>}
          {problem && !blocked && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <TextInput
            label={t({ message: 'Email', context: 'form field' })}
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            data-autofocus
            error={inlineError(errors.email)}
            {...form.register('email')}
          />
          {mode !== 'reset' && (
            <PasswordInput
              label={t`Password`}
              required
              autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
              error={inlineError(errors.password)}
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
            {/* Always present, so screen readers announce a wait once when it appears (politely);
                the countdown inside is a timer they do not read out every second. */}
            <div role="status" aria-live="polite">
              {waitNotice && (
                // Styled as an alert without being one: role=alert would interrupt the screen reader.
                <Box id={waitNoticeId} mb="sm" p="sm" bg="var(--mantine-color-orange-light)" c="var(--mantine-color-orange-light-color)" style={{ borderRadius: 'var(--mantine-radius-default)' }}>
                  <Text size="sm" c="inherit">
                    {waitNotice.reason}
                  </Text>
                  <Text size="sm" c="inherit" fw={600} role="timer" aria-live="off">
                    {waitNotice.countdown}
                  </Text>
                </Box>
              )}
            </div>
            <Button type="submit" loading={false} disabled={isSubmitting || waitNotice !== null} aria-describedby={waitNotice ? waitNoticeId : undefined}>
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
