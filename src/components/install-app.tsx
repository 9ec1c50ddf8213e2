import { Button, Popover, Text } from '@mantine/core';
import { promptInstall, useInstallOffer } from '@/offline/install';

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
        Install app
      </Button>
    );
  }
  if (offer === 'ios-hint') {
    return (
      <Popover width={260} position="bottom-end" withArrow shadow="md">
        <Popover.Target>
          <Button variant="light">Install app</Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Text size="sm">
            Tap the Share button in Safari, then <strong>Add to Home Screen</strong>.
          </Text>
        </Popover.Dropdown>
      </Popover>
    );
  }
  return null;
}
