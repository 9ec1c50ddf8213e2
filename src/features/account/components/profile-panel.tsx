import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { OfflineNotice, OfflineState } from '@/components/offline-state';
import { QueryState } from '@/components/query-state';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import { usePendingPayloads } from '@/offline/use-pending-writes';
import { profileQueryOptions, profileSchema, saveProfileKind, saveProfileMutation, type Profile, type ProfileValues } from '../api/profile';

const date = new Intl.DateTimeFormat('en-AE', { day: 'numeric', month: 'long', year: 'numeric' });

/** Dashboard > Profile: email, account-creation date, and Edit Profile. */
export function ProfilePanel({ userId, email, createdAt }: { userId: string; email: string | undefined; createdAt: string | undefined }) {
  const query = useQuery(profileQueryOptions(userId));
  const [editing, setEditing] = useState(false);
  // An edit still waiting on this device shows as made, after a reload too.
  const waiting = usePendingPayloads(saveProfileKind, userId).at(-1);
  // The email and the date joined come with the session, so they show even when the profile could not be read.
  const account = (profile: Profile | undefined, rest: ReactNode) => (
    <Stack maw={560}>
      {profile !== undefined && <OfflineNotice savedAt={query.dataUpdatedAt} />}
      <Text>
        <strong>Email:</strong> {email ?? profile?.email ?? 'N/A'}
      </Text>
      <Text>
        <strong>Member since:</strong> {createdAt ? date.format(new Date(createdAt)) : 'N/A'}
      </Text>
      {rest}
    </Stack>
  );
  return (
    <QueryState
      query={query}
      offline={<OfflineState what="Your profile" />}
      loading={<Loader aria-label="Loading profile" />}
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
                  <strong>Name:</strong> {[profile.first_name, profile.last_name].filter(Boolean).join(' ') || 'Not set'}
                </Text>
                <Text>
                  <strong>Phone:</strong> {profile.phone || 'Not set'}
                </Text>
                <Button variant="light" onClick={() => setEditing(true)} style={{ alignSelf: 'flex-start' }}>
                  Edit Profile
                </Button>
              </>
            )}
            {editing && <EditProfileForm userId={userId} profile={profile} onDone={() => setEditing(false)} />}
          </>,
        );
      }}
    </QueryState>
  );
}

function EditProfileForm({ userId, profile, onDone }: { userId: string; profile: Profile; onDone(): void }) {
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
        <TextInput label="First name" autoComplete="given-name" error={errors.first_name?.message} {...form.register('first_name')} />
        <TextInput label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...form.register('last_name')} />
        <TextInput label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...form.register('phone')} />
        <Group>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Profile'}
          </Button>
          <Button variant="default" type="button" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
