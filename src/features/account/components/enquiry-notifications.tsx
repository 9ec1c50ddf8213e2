import '@/components/checkbox-styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import { usePendingPayloads } from '@/offline/use-pending-writes';
import { saveEnquiryNotificationsKind, saveEnquiryNotificationsMutation, type EnquiryNotifications } from '../api/enquiry-notifications';
import type { Profile } from '../api/profile';

/** Dashboard > Profile: how an agent hears of a new enquiry (email, and push on their devices). */
export function EnquiryNotificationSettings({ userId, profile }: { userId: string; profile: Profile }) {
  const { t } = useLingui();
  const save = useOutboxMutation(saveEnquiryNotificationsMutation, userId);
  // A choice still waiting on this device shows as made, after a reload too.
  const waiting = usePendingPayloads(saveEnquiryNotificationsKind, userId).at(-1);
  const choices: EnquiryNotifications = waiting ?? { enquiry_emails: profile.enquiry_emails, enquiry_push: profile.enquiry_push };
  const change = (next: Partial<EnquiryNotifications>) => void save.send({ ...choices, ...next });
  return (
    <Stack component="section" gap="xs" aria-labelledby="enquiry-notifications-heading" mt="md">
      <Text fw={600} id="enquiry-notifications-heading">
        <Trans>New enquiries</Trans>
      </Text>
      <Checkbox label={t`Email me when someone sends an enquiry`} checked={choices.enquiry_emails} onChange={(event) => change({ enquiry_emails: event.currentTarget.checked })} />
      <Checkbox
        label={t`Notify my devices when someone sends an enquiry`}
        description={t`On devices where notifications are turned on (Saved Properties tab).`}
        checked={choices.enquiry_push}
        onChange={(event) => change({ enquiry_push: event.currentTarget.checked })}
      />
    </Stack>
  );
}
