import { rm } from 'node:fs/promises';
import type { EmulatorContext } from '../context.ts';
import type { Tx } from '../db.ts';
import { diskPath } from './keys.ts';

// The project's queues of listing photos to remove from storage: whole folders of deleted
// listings (private.deleted_properties) and single photos whose rows were deleted
// (private.removed_photo_objects); triggers fill both. Direct SQL may not delete storage objects
// on hosted Supabase, so the storage server drains the queues: here, after each API delete and
// on a timer. Rows and files go together, as the Storage API removes them.

const BUCKET = 'property-images';
const BATCH = 100;

async function takeDeletedFolders(tx: Tx): Promise<string[]> {
  const pending = await tx.query<{ id: string }>(
    `select id::text as id from private.deleted_properties
      where photos_removed_at is null order by deleted_at limit ${BATCH} for update`,
  );
  const ids = pending.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const removed = await tx.query<{ name: string }>(
    `delete from storage.objects where bucket_id = $1 and (storage.foldername(name))[1] = any($2::text[]) returning name`,
    [BUCKET, ids],
  );
  await tx.query(`update private.deleted_properties set photos_removed_at = now() where id = any($1::uuid[])`, [ids]);
  return removed.rows.map((r) => r.name);
}

async function takeRemovedPhotos(tx: Tx): Promise<string[]> {
  const pending = await tx.query<{ storage_path: string }>(
    `delete from private.removed_photo_objects
      where storage_path in (select storage_path from private.removed_photo_objects order by queued_at limit ${BATCH} for update)
      returning storage_path`,
  );
  const paths = pending.rows.map((r) => r.storage_path);
  if (paths.length === 0) return [];
  // A path a photo row still names (the same photo added again) stays.
  const removed = await tx.query<{ name: string }>(
    `delete from storage.objects o where o.bucket_id = $1 and o.name = any($2::text[])
        and not exists (select 1 from public.property_images i where i.storage_path = o.name)
      returning o.name`,
    [BUCKET, paths],
  );
  return removed.rows.map((r) => r.name);
}

/** Removes the stored photos of deleted listings and of deleted photo rows; returns how many objects went. */
export async function removeOrphanedPhotos(ctx: EmulatorContext): Promise<number> {
  const names = await ctx.db.transaction(async (tx) => {
    // Hosted storage refuses object-row deletes unless this is set, as its own API sets it.
    await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
    return [...(await takeDeletedFolders(tx)), ...(await takeRemovedPhotos(tx))];
  });
  await Promise.all(names.map((name) => rm(diskPath(ctx.storageDir, { bucket: BUCKET, name }), { force: true })));
  return names.length;
}

/** Runs the cleanup now (errors logged, never thrown: the delete it follows has succeeded). */
export function schedulePhotoCleanup(ctx: EmulatorContext) {
  removeOrphanedPhotos(ctx).catch((error: unknown) => {
    console.warn(`[emulator] removing deleted listing photos failed: ${(error as Error).message}`);
  });
}
