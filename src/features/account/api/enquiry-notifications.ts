import { msg, t } from '@lingui/core/macro';
import { appErrorFrom } from '@/lib/errors';
import type { RestClient } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { defineOutboxMutation } from '@/offline/use-outbox-mutation';
import { defineWriteKind, write } from '@/offline/write-kind';
import { profileQueryOptions } from './profile';

// Whether an agent hears of a new enquiry by email and by push (profiles.enquiry_emails and
// enquiry_push, both on unless turned off): read with the profile, and saved like it, queued on
// the device, so a change made offline is kept and sent later.

export const enquiryNotificationsSchema = z.object({ enquiry_emails: z.boolean(), enquiry_push: z.boolean() });
export type EnquiryNotifications = z.infer<typeof enquiryNotificationsSchema>;

/** An upsert of the user's own profile row: sending it twice is once. */
export async function saveEnquiryNotifications(client: RestClient, userId: string, values: EnquiryNotifications) {
  const { error, status } = await client.from('profiles').upsert({ id: userId, ...values });
  if (error) throw appErrorFrom(error, { status });
}

export const saveEnquiryNotificationsKind = defineWriteKind({
  name: 'notifications.enquiries',
  version: 1,
  schema: enquiryNotificationsSchema,
  // Changed again while waiting: the newest choice replaces the waiting one.
  key: (_, userKey) => `enquiry-notifications:${userKey}`,
  group: (_, userKey) => `profile:${userKey}`,
  label: () => t`How you hear of new enquiries`,
  send: (client: RestClient, values, entry) => saveEnquiryNotifications(client, entry.userKey, values),
  changedReads: (_, userKey) => [profileQueryOptions(userKey).queryKey],
});

export const saveEnquiryNotificationsMutation = defineOutboxMutation<EnquiryNotifications>({
  writes: (values) => [write(saveEnquiryNotificationsKind, values)],
  waitMs: 8000,
  signInMessage: msg`Sign in to change your notifications`,
  words: {
    confirmed: () => ({ title: t`Success`, message: t`Your notification choices are saved`, color: 'teal' }),
    offline: () => ({ title: t`Saved offline`, message: t`Your notification choices will be saved when you are back online.`, color: 'blue' }),
    failed: (_, message) => ({ title: t`Error`, message: message ?? t`Could not save your notification choices`, color: 'red' }),
  },
});
