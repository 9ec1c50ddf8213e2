import { appErrorFrom } from '@/lib/errors';
import type { RestClient } from '@/lib/supabase';
import { isUuid } from '@/lib/uuid';

/** Whether `id` belonged to a listing that was deleted (the server answers its page 410 Gone rather than 404). */
export async function fetchListingRemoved(client: RestClient, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  // A read (GET): it gets the reads' timeout, so a stalled Supabase cannot hold the page.
  const { data, error, status } = await client.rpc('listing_removed', { property_id: id }, { get: true });
  if (error) throw appErrorFrom(error, { status });
  return data === true;
}
