import { appErrorFrom } from '@/lib/errors';
import type { PageStatus } from '@/lib/page-status';
import { supabase, type RestClient } from '@/lib/supabase';
import { isUuid } from '@/lib/uuid';

/** Whether `id` belonged to a listing that was deleted (the server answers its page 410 Gone rather than 404). */
export async function fetchListingRemoved(client: RestClient, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  // A read (GET): it gets the reads' timeout, so a stalled Supabase cannot hold the page.
  const { data, error, status } = await client.rpc('listing_removed', { property_id: id }, { get: true });
  if (error) throw appErrorFrom(error, { status });
  return data === true;
}

/**
 * A listing page's status when its listing is not there: 410 Gone at the server when it was
 * deleted (search engines then drop it), else 404. The browser shows the same page either way and
 * does not ask.
 */
export async function missingListingStatus(id: string): Promise<PageStatus> {
  if (typeof window !== 'undefined') return 404;
  return (await fetchListingRemoved(supabase, id).catch(() => false)) ? 410 : 404;
}
