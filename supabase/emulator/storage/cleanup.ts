import { rm } from 'node:fs/promises';
import type { EmulatorContext } from '../context.ts';
import { diskPath } from './keys.ts';

// The project's queue of deleted listings whose photos must go (private.deleted_properties,
// filled by a trigger when a listing is deleted). Direct SQL may not delete storage objects on
// hosted Supabase, so the storage server drains the queue: here, after each API delete and on a
// timer. Rows and files are removed together, as the Storage API removes them.

const BUCKET = 'property-images';
const BATCH = 100;

/** Removes the stored photos of deleted listings; returns how many objects went. */
export async function removeDeletedListingPhotos(ctx: EmulatorContext): Promise<number> {
  const names = await ctx.db.transaction(async (tx) => {
    const pending = await tx.query<{ id: string }>(
      `select id::text as id from private.deleted_properties
        where photos_removed_at is null order by deleted_at limit ${BATCH} for update`,
    );
    const ids = pending.rows.map((r) => r.id);
    if (ids.length === 0) return [];
    // Hosted storage refuses object-row deletes unless this is set, as its own API sets it.
    await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
    const removed = await tx.query<{ name: string }>(
      `delete from storage.objects where bucket_id = $1 and (storage.foldername(name))[1] = any($2::text[]) returning name`,
      [BUCKET, ids],
    );
    await tx.query(`update private.deleted_properties set photos_removed_at = now() where id = any($1::uuid[])`, [ids]);
    return removed.rows.map((r) => r.name);
  });
  await Promise.all(names.map((name) => rm(diskPath(ctx.storageDir, { bucket: BUCKET, name }), { force: true })));
  return names.length;
}

/** Runs the cleanup now (errors logged, never thrown: the delete it follows has succeeded). */
export function scheduleListingPhotoCleanup(ctx: EmulatorContext) {
  removeDeletedListingPhotos(ctx).catch((error: unknown) => {
    console.warn(`[emulator] removing deleted listings' photos failed: ${(error as Error).message}`);
  });
}
