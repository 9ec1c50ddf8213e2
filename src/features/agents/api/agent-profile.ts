import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, type DbClient } from '@/lib/supabase';
import { toPlainText } from '@/lib/sanitize';
import type { AgentProfileValues } from '../agent-profile-schema';
import { appErrorFrom } from '@/lib/errors';

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

export function agentProfileQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['agent-profile', userId], queryFn: () => fetchAgentProfile(supabase, userId), meta: { errorMessage: 'Failed to load agent profile' } });
}

/** Upserts the caller's agent profile (spec.md section 7), text reduced to plain text. */
export async function saveAgentProfile(client: DbClient, userId: string, values: AgentProfileValues) {
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

/** Agent Details' write; the agent profile is refreshed through its query key. */
export function useSaveAgentProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AgentProfileValues) => saveAgentProfile(supabase, userId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentProfileQueryOptions(userId).queryKey }),
  });
}
