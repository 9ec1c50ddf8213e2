import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { supabase, type DbClient, type RestClient } from '@/lib/supabase';
import { toPlainText } from '@/lib/sanitize';
import { defineOutboxMutation } from '@/offline/use-outbox-mutation';
import { defineWriteKind, write } from '@/offline/write-kind';
import { agentProfileSchema, type AgentProfileValues } from '../agent-profile-schema';
import { appErrorFrom } from '@/lib/errors';
import { queryKeyOf } from '@/lib/query-roots';

export async function fetchAgentProfile(client: DbClient, userId: string): Promise<AgentProfileValues | null> {
  const { data, error, status } = await client
    .from('agent_profiles')
    .select('company_name, agent_address, agent_email, phone')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw appErrorFrom(error, { status });
  if (!data) return null;
  return {
    company_name: data.company_name ?? '',
    agent_address: data.agent_address ?? '',
    agent_email: data.agent_email ?? '',
    phone: data.phone ?? '',
  };
}

// The card is read, edited and saved in the browser only: its toasts and outbox label are worded
// when they are needed, with Lingui's shared I18n (active for the page's language before anything
// renders), never when this module loads.

export function agentProfileQueryOptions(userId: string) {
  return queryOptions({ queryKey: queryKeyOf('agent-profile', userId), queryFn: () => fetchAgentProfile(supabase, userId), meta: { errorMessage: t`Failed to load agent profile` } });
}

/** Upserts the caller's agent profile, text reduced to plain text; sending it twice is once. */
export async function saveAgentProfile(client: RestClient, userId: string, values: AgentProfileValues) {
  const row = {
    user_id: userId,
    company_name: toPlainText(values.company_name),
    agent_address: toPlainText(values.agent_address) || null,
    agent_email: values.agent_email.trim() || null,
    phone: values.phone.trim() || null,
  };
  const { error, status } = await client.from('agent_profiles').upsert(row, { onConflict: 'user_id' }).eq('user_id', userId);
  if (error) throw appErrorFrom(error, { status });
}

/** The agent card's edit; edited again while it waits, the newest values replace the waiting ones. */
export const saveAgentProfileKind = defineWriteKind({
  name: 'agent-profile.save',
  version: 1,
  schema: agentProfileSchema,
  key: (_, userKey) => `agent-profile:${userKey}`,
  group: (_, userKey) => `agent-profile:${userKey}`,
  label: () => t`Changes to your agent details`,
  send: (client: RestClient, values, entry) => saveAgentProfile(client, entry.userKey, values),
  changedReads: (_, userKey) => [agentProfileQueryOptions(userKey).queryKey],
});

export const saveAgentProfileMutation = defineOutboxMutation<AgentProfileValues>({
  writes: (values) => [write(saveAgentProfileKind, values)],
  waitMs: 8000,
  get signInMessage() {
    return t`You must be logged in to edit your agent details`;
  },
  words: {
    confirmed: () => ({ title: t`Success`, message: t`Agent profile updated successfully`, color: 'teal' }),
    offline: () => ({ title: t`Saved offline`, message: t`Your agent details will be updated when you are back online.`, color: 'blue' }),
    failed: (_, message) => ({ title: t`Error`, message: message ?? t`Failed to update agent profile`, color: 'red' }),
  },
});
