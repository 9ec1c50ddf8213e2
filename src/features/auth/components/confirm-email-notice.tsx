import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatWait } from '../attempt-limiter';
import { MAX_EMAIL_WAIT_MS } from '../email-requests';
import { providerMessage } from '../sign-in';
import { RESEND_INTERVAL_MS, useResendConfirmation } from '../sign-up';
import { useCountdown } from '../use-countdown';

/**
 * What stays in the dialog once a confirmation email is on its way (after sign-up), or when a
 * sign-in finds the email not yet confirmed: where the email went, and "Resend confirmation
 * email", which waits as long as the server's email limits require.
 */
export function ConfirmEmailNotice({ email, justSent }: { email: string; justSent: boolean }) {
  const { t, i18n } = useLingui();
  const resend = useResendConfirmation();
  // After a send the server refuses another for max_frequency; the button says so instead of asking.
  const [nextAt, setNextAt] = useState(() => (justSent ? Date.now() + RESEND_INTERVAL_MS : 0));
  const [outcome, setOutcome] = useState<{ sent: boolean; problem: string | null }>({ sent: false, problem: null });
  const waitMs = useCountdown(nextAt, MAX_EMAIL_WAIT_MS);
  const wait = formatWait(waitMs);

  const onResend = async () => {
    setOutcome({ sent: false, problem: null });
    const result = await resend.mutateAsync(email);
    if (result.status === 'sent') {
      setNextAt(Date.now() + RESEND_INTERVAL_MS);
      setOutcome({ sent: true, problem: null });
    } else if (result.status === 'wait') setNextAt(Date.now() + result.waitMs);
    else setOutcome({ sent: false, problem: providerMessage({ message: result.message, code: result.code }, i18n) });
  };

  return (
    <Stack gap="xs">
      {justSent && (
        <Alert color="teal" title={t`Check your email`}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Trans>
              We sent a confirmation link to{' '}
              <bdi>
                <strong>{email}</strong>
              </bdi>
              . Open it to finish signing up. If it is not in your inbox, look in spam or junk.
            </Trans>
          </Text>
        </Alert>
      )}
      <div role="status" aria-live="polite">
        {outcome.sent && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Trans>
              We sent another confirmation email to <bdi>{email}</bdi>.
            </Trans>
          </Text>
        )}
      </div>
      {outcome.problem && (
        <Alert color="red" role="alert">
          {outcome.problem}
        </Alert>
      )}
      <Button variant="light" type="button" onClick={() => void onResend()} loading={resend.isPending} disabled={waitMs > 0}>
        <Trans>Resend confirmation email</Trans>
      </Button>
      {waitMs > 0 && (
        <Text size="sm" c="dimmed" role="timer" aria-live="off">
          {t`You can ask for another email in ${wait}`}
        </Text>
      )}
    </Stack>
  );
}
