import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { toPlainText } from '@/lib/sanitize';
import { supabase, type RestClient } from '@/lib/supabase';
import { appErrorFrom, LOAD_FAILED_MESSAGE } from '@/lib/errors';
import { defineOutboxMutation } from '@/offline/use-outbox-mutation';
import { defineWriteKind, write } from '@/offline/write-kind';
import { queryKeyOf } from '@/lib/query-roots';

// The profile is edited and saved in the browser only: its messages, toasts and outbox label are
// worded when they are needed, with Lingui's shared I18n (active for the page's language before
// anything renders), never when this module loads.

/** A rule's message, worded when the rule fails (in the page's language). */
const says = (message: () => string) => ({ error: message });

export const profileSchema = z.object({
  first_name: z.string().trim().max(50, says(() => t`First name must be less than 50 characters`)),
  last_name: z.string().trim().max(50, says(() => t`Last name must be less than 50 characters`)),
  phone: z
    .string()
    .trim()
    .max(20, says(() => t`Phone number must be less than 20 characters`))
    .regex(/^\+?[0-9 ()-]*$/, says(() => t`Invalid phone number format`)),
});
export type ProfileValues = z.infer<typeof profileSchema>;

export interface Profile extends ProfileValues {
  email: string | null;
  created_at: string | null;
  /** Whether a new enquiry is emailed, and pushed to the user's devices (enquiry-notifications.ts). */
  enquiry_emails: boolean;
  enquiry_push: boolean;
}

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeyOf('profile', userId),
    queryFn: async (): Promise<Profile> => {
      const { data, error, status } = await supabase.from('profiles').select('first_name, last_name, phone, email, created_at, enquiry_emails, enquiry_push').eq('id', userId).maybeSingle();
      if (error) throw appErrorFrom(error, { status });
      return {
        first_name: data?.first_name ?? '',
        last_name: data?.last_name ?? '',
        phone: data?.phone ?? '',
        email: data?.email ?? null,
        created_at: data?.created_at ?? null,
        enquiry_emails: data?.enquiry_emails ?? true,
        enquiry_push: data?.enquiry_push ?? true,
      };
    },
    meta: { errorMessage: LOAD_FAILED_MESSAGE },
  });
}

/** Edit Profile: first name, last name and phone, as plain text; an upsert, so sending it twice is once. */
export async function saveProfile(client: RestClient, userId: string, values: ProfileValues) {
  const row = {
    id: userId,
    first_name: toPlainText(values.first_name) || null,
    last_name: toPlainText(values.last_name) || null,
    phone: values.phone.trim() || null,
  };
  const { error, status } = await client.from('profiles').upsert(row);
  if (error) throw appErrorFrom(error, { status });
}

/** The profile's edit; edited again while it waits, the newest values replace the waiting ones. */
export const saveProfileKind = defineWriteKind({
  name: 'profile.save',
  version: 1,
  schema: profileSchema,
  key: (_, userKey) => `profile:${userKey}`,
  group: (_, userKey) => `profile:${userKey}`,
  label: () => t`Changes to your profile`,
  send: (client: RestClient, values, entry) => saveProfile(client, entry.userKey, values),
  changedReads: (_, userKey) => [profileQueryOptions(userKey).queryKey],
});

export const saveProfileMutation = defineOutboxMutation<ProfileValues>({
  writes: (values) => [write(saveProfileKind, values)],
  waitMs: 8000,
  get signInMessage() {
    return t`You must be logged in to edit your profile`;
  },
  words: {
    confirmed: () => ({ title: t`Success`, message: t`Profile updated successfully`, color: 'teal' }),
    offline: () => ({ title: t`Saved offline`, message: t`Your profile will be updated when you are back online.`, color: 'blue' }),
    failed: (_, message) => ({ title: t`Error`, message: message ?? t`Failed to update profile`, color: 'red' }),
  },
});
