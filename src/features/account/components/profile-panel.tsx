import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { OfflineNotice, OfflineState } from '@/components/offline-state';
import { QueryState } from '@/components/query-state';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import { usePendingPayloads } from '@/offline/use-pending-writes';
import { profileQueryOptions, profileSchema, saveProfileKind, saveProfileMutation, type Profile, type ProfileValues } from '../api/profile';
import { numberLocale } from '@/lib/format';
import { EnquiryNotificationSettings } from './enquiry-notifications';

/** Dashboard > Profile: email, account-creation date, and Edit Profile. */
export function ProfilePanel({ userId, email, createdAt }: { userId: string; email: string | undefined; createdAt: string | undefined }) {
  const { t, i18n } = useLingui();
  // Arabic month names with Western digits, as everywhere on the site.
  const date = useMemo(
    () => new Intl.DateTimeFormat(numberLocale(i18n.locale), { day: 'numeric', month: 'long', year: 'numeric' }),
    [i18n.locale],
  );
  const query = useQuery(profileQueryOptions(userId));
  const [editing, setEditing] = useState(false);
  // An edit still waiting on this device shows as made, after a reload too.
  const waiting = usePendingPayloads(saveProfileKind, userId).at(-1);
  // The email and the date joined come with the session, so they show even when the profile could not be read.
  const account = (profile: Profile | undefined, rest: ReactNode) => (
    <Stack maw={560}>
      {profile !== undefined && <OfflineNotice savedAt={query.dataUpdatedAt} />}
      <Text>
        <strong>
          <Trans>Email:</Trans>
        </strong>{' '}
        <bdi>{email ?? profile?.email ?? t`N/A`}</bdi>
      </Text>
      <Text>
        <strong>
          <Trans>Member since:</Trans>
        </strong>{' '}
        {createdAt ? date.format(new Date(createdAt)) : t`N/A`}
      </Text>
      {rest}
    </Stack>
  );
  return (
    <QueryState
      query={query}
      offline={<OfflineState what={t`Your profile`} />}
      loading={<Loader aria-label={t`Loading profile`} />}
      // Unread, the name and phone are unknown (not "Not set") and there is nothing to edit.
      renderError={(loadError) => account(undefined, loadError)}
    >
      {(fromServer) => {
        const profile = waiting ? { ...fromServer, ...waiting } : fromServer;
        return account(
          profile,
          <>
            {!editing && (
              <>
                <Text>
                  <strong>
                    <Trans>Name:</Trans>
                  </strong>{' '}
                  <bdi>{[profile.first_name, profile.last_name].filter(Boolean).join(' ') || t`Not set`}</bdi>
                </Text>
                <Text>
                  <strong>
                    <Trans>Phone:</Trans>
                  </strong>{' '}
                  {/* A number reads left to right in Arabic too (in right-to-left text its groups would swap). */}
                  {profile.phone ? <span dir="ltr">{profile.phone}</span> : t`Not set`}
                </Text>
                <Button variant="light" onClick={() => setEditing(true)} style={{ alignSelf: 'flex-start' }}>
                  <Trans>Edit Profile</Trans>
                </Button>
              </>
            )}
            {editing && <EditProfileForm userId={userId} profile={profile} onDone={() => setEditing(false)} />}
            <EnquiryNotificationSettings userId={userId} profile={profile} />
          </>,
        );
      }}
    </QueryState>
  );
}

function EditProfileForm({ userId, profile, onDone }: { userId: string; profile: Profile; onDone(): void }) {
  const { t } = useLingui();
  const save = useOutboxMutation(saveProfileMutation, userId);
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    // A kept copy may be followed by the server's: it fills in every field not yet typed in.
    values: { first_name: profile.first_name, last_name: profile.last_name, phone: profile.phone },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;
  const onValid = async (values: ProfileValues) => {
    const outcome = await save.send(values);
    // Refused: the form stays with what was typed, to fix.
    if (outcome && outcome.state !== 'stopped') onDone();
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <Stack>
        <TextInput label={t`First name`} autoComplete="given-name" error={errors.first_name?.message} {...form.register('first_name')} />
        <TextInput label={t`Last name`} autoComplete="family-name" error={errors.last_name?.message} {...form.register('last_name')} />
        <TextInput label={t`Phone`} type="tel" dir="ltr" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
        <Group>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t`Saving...` : t`Save Profile`}
          </Button>
          <Button variant="default" type="button" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
