import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { openAuthDialog } from '@/lib/auth-dialog';
import { sessionReady, useSessionUser } from '@/lib/session';

const FALLBACK = { title: msg`Sign in`, reason: msg`Sign in to continue` };

/**
 * The pages only a signed-in user can use (each names its heading and sign-in reason in
 * `staticData.signIn`). Signed out, the URL stays and the page asks to sign in (opening the
 * dialog), so the page the user asked for appears as soon as they do.
 */
export const Route = createFileRoute('/_signed-in')({
  staticData: { browserOnly: true },
  // The session persisted from the last visit is read asynchronously: wait for it, so a signed-in
  // user never sees the signed-out panel, and the pages below always know who is signed in.
  beforeLoad: async () => {
    await sessionReady();
  },
  component: SignedInLayout,
});

function SignedInLayout() {
  const { i18n } = useLingui();
  const user = useSessionUser();
  const page = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.signIn)?.staticData.signIn }) ?? FALLBACK;
  const reason = i18n._(page.reason);
  const signedOut = user === null;
  // On arrival signed out, and again if the session ends here (expiry).
  useEffect(() => {
    if (signedOut) openAuthDialog('signIn', reason);
  }, [signedOut, reason]);
  if (!signedOut) return <Outlet />;
  return (
    <Stack>
      <Title order={1}>{i18n._(page.title)}</Title>
      <Card withBorder maw={520}>
        <Text mb="md">{reason}</Text>
        <Button onClick={() => openAuthDialog('signIn', reason)} style={{ alignSelf: 'flex-start' }}>
          <Trans>Sign in</Trans>
        </Button>
      </Card>
    </Stack>
  );
}
