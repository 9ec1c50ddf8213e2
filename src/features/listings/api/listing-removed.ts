import { appErrorFrom } from '@/lib/errors';
import type { RestClient } from '@/lib/supabase';
import { isUuid } from './get-property';

/** Whether `id` belonged to a listing that was deleted (the server answers its page 410 Gone rather than 404). */
export async function fetchListingRemoved(client: RestClient, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const { data, error, status } = await client.rpc('listing_removed', { property_id: id });
  if (error) throw appErrorFrom(error, { status });
  return data === true;
}
