import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { OfflineState } from '@/components/offline-state';
import { QueryState } from '@/components/query-state';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import { usePendingPayloads } from '@/offline/use-pending-writes';
import { enquiryNotificationsQueryOptions, saveEnquiryNotificationsKind, saveEnquiryNotificationsMutation, type EnquiryNotifications } from '../api/enquiry-settings';

/** Dashboard > Profile: how an agent hears of a new enquiry (email, and push on their devices). */
export function EnquiryNotificationSettings({ userId }: { userId: string }) {
  const { t } = useLingui();
  const query = useQuery(enquiryNotificationsQueryOptions(userId));
  const save = useOutboxMutation(saveEnquiryNotificationsMutation, userId);
  // A choice still waiting on this device shows as made, after a reload too.
  const waiting = usePendingPayloads(saveEnquiryNotificationsKind, userId).at(-1);
  return (
    <Stack component="section" gap="xs" aria-labelledby="enquiry-notifications-heading" maw={560}>
      <Text fw={600} id="enquiry-notifications-heading">
        <Trans>New enquiries</Trans>
      </Text>
      <QueryState query={query} offline={<OfflineState what={t`Your notification choices`} />} loading={<Loader size="sm" aria-label={t`Loading your notification choices`} />}>
        {(fromServer) => {
          const choices: EnquiryNotifications = waiting ?? fromServer;
          const change = (next: Partial<EnquiryNotifications>) => void save.send({ ...choices, ...next });
          return (
            <>
              <Checkbox
                label={t`Email me when someone sends an enquiry`}
                checked={choices.enquiry_emails}
                onChange={(event) => change({ enquiry_emails: event.currentTarget.checked })}
              />
              <Checkbox
                label={t`Notify my devices when someone sends an enquiry`}
                description={t`On devices where notifications are turned on (Saved Properties tab).`}
                checked={choices.enquiry_push}
                onChange={(event) => change({ enquiry_push: event.currentTarget.checked })}
              />
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
