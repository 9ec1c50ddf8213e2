import { appErrorFrom } from './errors';

/** What a supabase-js insert answers. */
interface InsertResult {
  error: { code: string } | null;
  status: number;
}

/**
 * Inserts a row made with its client-made id, so sending it twice stores it once: the key refusing
 * it (23505) means an earlier send arrived. Where another unique rule could refuse it too,
 * `isOurs` checks that the row there is this one (else the refusal stands). Not an upsert: that
 * would let a retry overwrite a row changed since, and needs the caller to be able to read it.
 */
export async function insertOnce(insert: PromiseLike<InsertResult>, isOurs?: () => Promise<boolean>): Promise<'inserted' | 'arrived before'> {
  const { error, status } = await insert;
  if (!error) return 'inserted';
  if (error.code === '23505' && (!isOurs || (await isOurs()))) return 'arrived before';
  throw appErrorFrom(error, { status });
}
