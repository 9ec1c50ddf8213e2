import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { toPlainText } from '@/lib/sanitize';
import { supabase, type DbClient } from '@/lib/supabase';
import { appErrorFrom, LOAD_FAILED_MESSAGE } from '@/lib/errors';

export const profileSchema = z.object({
  first_name: z.string().trim().max(50, 'First name must be less than 50 characters'),
  last_name: z.string().trim().max(50, 'Last name must be less than 50 characters'),
  phone: z
    .string()
    .trim()
    .max(20, 'Phone number must be less than 20 characters')
    .regex(/^\+?[0-9 ()-]*$/, 'Invalid phone number format'),
});
export type ProfileValues = z.infer<typeof profileSchema>;

export interface Profile extends ProfileValues {
  email: string | null;
  created_at: string | null;
}

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['profile', userId],
    queryFn: async (): Promise<Profile> => {
      const { data, error, status } = await supabase.from('profiles').select('first_name, last_name, phone, email, created_at').eq('id', userId).maybeSingle();
      if (error) throw appErrorFrom(error, { status });
      return {
        first_name: data?.first_name ?? '',
        last_name: data?.last_name ?? '',
        phone: data?.phone ?? '',
        email: data?.email ?? null,
        created_at: data?.created_at ?? null,
      };
    },
    meta: { errorMessage: LOAD_FAILED_MESSAGE },
  });
}

/** Edit Profile (decisions.md 11): first name, last name and phone, as plain text. */
export async function saveProfile(client: DbClient, userId: string, values: ProfileValues) {
  const row = {
    id: userId,
    first_name: toPlainText(values.first_name) || null,
    last_name: toPlainText(values.last_name) || null,
    phone: values.phone.trim() || null,
  };
  const { error, status } = await client.from('profiles').upsert(row);
  if (error) throw appErrorFrom(error, { status });
}

/** Edit Profile's write; the profile is refreshed through its query key. */
export function useSaveProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) => saveProfile(supabase, userId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions(userId).queryKey }),
  });
}
