import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { supabase, type DbClient } from '@/lib/supabase';
import { appErrorFrom, LOAD_FAILED_MESSAGE } from '@/lib/errors';
import type { SecurityLogRow } from '@/lib/rows';
import { queryKeyOf } from '@/lib/query-roots';

export const SECURITY_WINDOW_MS = 3_600_000;

/** Each logged action's name in the Security tab (rendered with the page's I18n). */
export const ACTION_LABELS: Record<SecurityLogRow['action'], MessageDescriptor> = {
  property_insert: msg`Property Creation`,
  message_insert: msg`Message Sending`,
  image_upload: msg`Image Upload`,
  // Written by the database as the auth server opens and ends sessions.
  sign_in: msg`Sign-in`,
  sign_out: msg`Sign-out`,
};

export type SecurityLog = Pick<SecurityLogRow, 'id' | 'action' | 'details' | 'created_at'>;

/** The user's security log entries of the last hour, newest first (the dashboard's Security tab). */
export async function fetchSecurityLogs(client: DbClient, userId: string): Promise<SecurityLog[]> {
  const since = new Date(Date.now() - SECURITY_WINDOW_MS).toISOString();
  const { data, error, status } = await client
    .from('security_logs')
    .select('id, action, details, created_at')
    .eq('user_id', userId)
    .gte('created_at', since)
    .order('created_at', { ascending: false });
  if (error) throw appErrorFrom(error, { status });
  return data;
}

export function securityLogsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeyOf('security-logs', userId),
    queryFn: () => fetchSecurityLogs(supabase, userId),
    meta: { errorMessage: LOAD_FAILED_MESSAGE },
  });
}
