import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { importWithRetry } from '@/lib/import-with-retry';
import { promptInstall, useInstallOffer } from '@/offline/install';

// Only iOS Safari needs the hint, and its popover brings floating-ui (about 13 KiB gzip): loaded there alone.
const IosInstallHint = lazy(() => importWithRetry(() => import('./ios-install-hint')));

export interface InstallAppProps {
  /** Called as the browser's install dialog opens (the phone menu closes itself). */
  onPrompt?(): void;
}

/**
 * "Install app": opens the browser's install dialog where the browser offers one; on iOS Safari,
 * which installs only from its Share menu, it shows how. Renders nothing when the app is already
 * installed, running installed, or the browser cannot install it.
 */
export function InstallApp({ onPrompt }: InstallAppProps) {
  const offer = useInstallOffer();
  if (offer === 'prompt') {
    return (
      <Button
        variant="light"
        onClick={() => {
          onPrompt?.();
          void promptInstall();
        }}
      >
        <Trans>Install app</Trans>
      </Button>
    );
  }
  if (offer === 'ios-hint') {
    return (
      <Suspense
        fallback={
          <Button variant="light">
            <Trans>Install app</Trans>
          </Button>
        }
      >
        <IosInstallHint />
      </Suspense>
    );
  }
  return null;
}
