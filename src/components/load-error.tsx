import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { isNetworkError } from '@/lib/errors';
import { useOnline } from '@/lib/use-online';

export interface LoadErrorProps {
  /** What failed, in the page's language ('Failed to load data'). */
  message: string;
  /** The query's error: a request that got no answer adds a hint about the connection. */
  error?: unknown;
  /** Reads again (a query's refetch). */
  onRetry(): unknown;
  /** The read is running again. */
  retrying?: boolean;
}

/**
 * What a panel shows instead of its data when the read failed: never its empty state, which
 * would claim there is nothing, and never a form that could be saved over data it did not get.
 */
export function LoadError({ message, error, onRetry, retrying = false }: LoadErrorProps) {
  const online = useOnline();
  const { t } = useLingui();
  const hint = !online
    ? t`You are offline. Try again once you are connected.`
    : isNetworkError(error)
      ? t`The server could not be reached. Check your connection and try again.`
      : null;
  return (
    <Alert color="red" role="alert" title={t`Error`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {hint && <Text size="sm">{hint}</Text>}
        <Button size="xs" variant="default" loading={retrying} onClick={() => void onRetry()}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
