import { Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';

/**
 * Shows its children only to a signed-in user. Signed out, it keeps the URL and asks the user to
 * sign in (opening the dialog once), so the page appears as soon as they do.
 */
export function RequireSignIn({ title, reason, children }: { title: string; reason: string; children: ReactNode }) {
  const { ready, user } = useSession();
  useEffect(() => {
    if (ready && !user) openAuthDialog('signIn', reason);
  }, [ready, user, reason]);
  if (!ready) return <Loader aria-label="Loading" />;
  if (user) return <>{children}</>;
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Card withBorder maw={520}>
        <Text mb="md">{reason}</Text>
        <Button onClick={() => openAuthDialog('signIn', reason)}>Sign in</Button>
      </Card>
    </Stack>
  );
}
