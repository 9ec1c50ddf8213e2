import { Trans } from '@lingui/react/macro';
import { Button, Popover, Text } from '@mantine/core';

/** iOS Safari installs only from its Share menu: the button shows how. */
export default function IosInstallHint() {
  return (
    <Popover width={260} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button variant="light">
          <Trans>Install app</Trans>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">
          <Trans>
            Tap the Share button in Safari, then <strong>Add to Home Screen</strong>.
          </Trans>
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
