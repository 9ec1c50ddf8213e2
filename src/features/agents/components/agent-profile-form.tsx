import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, List, Loader, Stack, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { OfflineNotice, OfflineState } from '@/components/offline-state';
import { QueryState } from '@/components/query-state';
import { agentProfileSchema, emptyAgentProfile, type AgentProfileValues } from '../agent-profile-schema';
import { useOutboxMutation } from '@/offline/use-outbox-mutation';
import { usePendingPayloads } from '@/offline/use-pending-writes';
import { agentProfileQueryOptions, saveAgentProfileKind, saveAgentProfileMutation } from '../api/agent-profile';

/** Dashboard > Agent Details: the agent card shown on the user's listings. */
export function AgentProfileForm({ userId }: { userId: string }) {
  const { t } = useLingui();
  const query = useQuery(agentProfileQueryOptions(userId));
  // An edit still waiting on this device shows as made, after a reload too.
  const waiting = usePendingPayloads(saveAgentProfileKind, userId).at(-1);
  // Without the saved card there is no form: an empty one saved here would overwrite it.
  return (
    <QueryState
      query={query}
      errorMessage={t`Failed to load agent profile`}
      offline={<OfflineState what={t`Your agent details`} />}
      loading={<Loader aria-label={t`Loading agent profile`} />}
    >
      {/* null: no agent card yet, so the form starts empty. */}
      {(card) => (
        <>
          <OfflineNotice savedAt={query.dataUpdatedAt} />
          <Fields userId={userId} initial={waiting ?? card ?? emptyAgentProfile} />
        </>
      )}
    </QueryState>
  );
}

function Fields({ userId, initial }: { userId: string; initial: AgentProfileValues }) {
  const { t } = useLingui();
  const save = useOutboxMutation(saveAgentProfileMutation, userId);
  // The card shown may be the device's kept copy: the server's, when it arrives, fills in every
  // field not yet typed in, and what was typed stays.
  const form = useForm<AgentProfileValues>({ resolver: zodResolver(agentProfileSchema), values: initial, resetOptions: { keepDirtyValues: true }, criteriaMode: 'all' });
  const [issues, setIssues] = useState<string[]>([]);
  const { isSubmitting } = form.formState;

  const onValid = async (values: AgentProfileValues) => {
    setIssues([]);
    await save.send(values);
  };
  const onInvalid = (errors: FieldErrors<AgentProfileValues>) =>
    setIssues(Object.values(errors).flatMap((e) => (e?.message ? [e.message] : [])));

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <Stack maw={560}>
        {issues.length > 0 && (
          <Alert color="red" role="alert" title={t`Please fix the following`}>
            <List size="sm">
              {issues.map((issue) => (
                <List.Item key={issue}>{issue}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <TextInput label={t`Company name`} required {...form.register('company_name')} />
        <Textarea label={t`Office address`} autosize minRows={2} {...form.register('agent_address')} />
        <TextInput label={t`Agent email`} type="email" dir="ltr" {...form.register('agent_email')} />
        <TextInput label={t`Phone`} type="tel" dir="ltr" placeholder="+971 2 555 0100" {...form.register('phone')} />
        <Button type="submit" disabled={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {isSubmitting ? t`Updating...` : t`Update Agent Details`}
        </Button>
      </Stack>
    </form>
  );
}
