import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LazyModal } from '@/components/lazy-overlays';
import type { SearchAlert } from '../api/saved-search-kinds';
import { ALERT_OPTIONS } from '../search-alerts';

interface SaveSearchDialogProps {
  opened: boolean;
  onClose(): void;
  /** What is being saved, in words ('Villas in Yas Island · For sale'). */
  description: string;
  onSave(alert: SearchAlert): void;
}

/**
 * Save search: the search's alerts chosen as it is saved (a daily email by default). Loaded with
 * its radio buttons only when Save search is first pressed.
 */
export default function SaveSearchDialog({ opened, onClose, description, onSave }: SaveSearchDialogProps) {
  const { i18n, t } = useLingui();
  const [alert, setAlert] = useState<SearchAlert>('daily');
  return (
    <LazyModal opened={opened} onClose={onClose} title={t`Save this search`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(alert);
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
          <Radio.Group label={t`Email me new listings`} value={alert} onChange={(value) => setAlert(value as SearchAlert)}>
            <Stack gap="xs" mt="xs">
              {ALERT_OPTIONS.map(({ value, label, description }) => (
                <Radio key={value} value={value} label={i18n._(label)} description={i18n._(description)} />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="xs" c="dimmed">
            <Trans>Every email has a link to stop its alerts. You can change this any time under Saved Properties in your dashboard.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit">
              <Trans>Save search</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </LazyModal>
  );
}
