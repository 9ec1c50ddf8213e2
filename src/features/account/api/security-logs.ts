import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { appErrorFrom } from '@/lib/errors';

export const SECURITY_WINDOW_MS = 3_600_000;

export const ACTION_LABELS: Record<string, string> = {
  property_insert: 'Property Creation',
  message_insert: 'Message Sending',
  image_upload: 'Image Upload',
};

export interface SecurityLog {
  action: string;
  details: Record<string, unknown> | null;
  created_at: string;
}

/** The user's security log entries of the last hour, newest first (spec.md section 7). */
export function securityLogsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['security-logs', userId],
    queryFn: async () => {
      const since = new Date(Date.now() - SECURITY_WINDOW_MS).toISOString();
      const { data, error, status } = await supabase
        .from('security_logs')
        .select('action, details, created_at')
        .eq('user_id', userId)
        .gte('created_at', since)
        .order('created_at', { ascending: false });
      if (error) throw appErrorFrom(error, { status });
      return data as SecurityLog[];
    },
    meta: { errorMessage: 'Failed to load data' },
  });
}
