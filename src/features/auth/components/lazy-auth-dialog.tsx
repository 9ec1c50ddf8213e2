import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { LazyModal } from '@/components/lazy-overlays';
import { closeAuthDialog, useAuthDialog } from '@/lib/auth-dialog';
import { whenIdle } from '@/lib/idle';

// The sign-in dialog with its form library and schemas is a chunk of its own, kept off the path to
// the first paint: fetched when the page is idle or when the dialog first opens, whichever comes
// first (once imported it opens offline too; later visits have it in the service worker's precache).
const loadAuthDialog = () => import('./auth-dialog');
whenIdle(() => void loadAuthDialog().catch(() => undefined));
const AuthDialog = lazy(() => loadAuthDialog().then((module) => ({ default: module.AuthDialog })));

/** Mounted once in the root layout: nothing until the dialog is first asked for, then the dialog itself. */
export function LazyAuthDialog() {
  const { opened } = useAuthDialog();
  // Once loaded the dialog stays mounted, so it keeps its state (mode, countdown) between openings.
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={<AuthDialogLoading opened={opened} />}>
      <AuthDialog />
    </Suspense>
  );
}

/** Shown only while the dialog's chunk is on its way (a slow connection). */
function AuthDialogLoading({ opened }: { opened: boolean }) {
  const { t } = useLingui();
  return (
    // A title names the dialog for screen readers; the status region says what it is waiting for.
    <LazyModal opened={opened} onClose={closeAuthDialog} returnFocus={false} withCloseButton={false} centered title={t`Sign in`}>
      <Center py="lg" role="status" aria-label={t`Loading sign-in`}>
        <Loader />
      </Center>
    </LazyModal>
  );
}
