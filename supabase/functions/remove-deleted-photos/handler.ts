import { isServiceRoleRequest, serviceRest, serviceStorage, type FetchLike } from '../_shared/service-api.ts';

// Removes the stored photos of deleted listings and of deleted photo rows. Triggers queue them in
// the database, but on hosted Supabase only the Storage API may delete storage objects, so this
// function drains the queues through it: claim a batch (public.claim_photo_removals), remove the
// objects, report the batch done (public.finish_photo_removals). pg_cron calls it every minute
// on hosted Supabase, the local emulator on a timer and after deletes. Service role only.
//
// Running it twice, or two runs at once, is safe: a claim keeps other runs off its items for a
// while, removing an object that is already gone removes nothing, and finishing twice changes
// nothing.

const BUCKET = 'property-images';
/** Listing folders and single photos claimed at a time, each. */
const CLAIM_SIZE = 20;
/** Objects listed, and removed, per Storage API request. */
const PAGE_SIZE = 100;
/** No new batch is claimed after this: the rest waits for the next run, well within a function's time limit. */
const TIME_BUDGET_MS = 20_000;

interface ClaimedItem {
  kind: 'listing' | 'photo';
  /** A listing id (its folder) or a single object's name. */
  path: string;
}

interface ListedObject {
  name: string;
  /** Null for a folder. */
  id: string | null;
}

/** What one run did, as the function answers it. */
export interface RemovalReport {
  listings: number;
  photos: number;
  /** Objects this run removed (ones already gone are not counted). */
  objects: number;
  /** Queue items that failed; they are tried again once their claim lapses. */
  failed: number;
}

export interface RemoveDeletedPhotosDeps {
  /** Reaches this project's Supabase APIs. */
  fetch?: FetchLike;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

/** Every object under a folder of the bucket, at any depth. */
async function folderObjects(fetchImpl: FetchLike, folder: string): Promise<string[]> {
  const names: string[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const entries = await serviceStorage<ListedObject[]>(fetchImpl, `object/list/${BUCKET}`, {
      method: 'POST',
      body: { prefix: folder, limit: PAGE_SIZE, offset, sortBy: { column: 'name', order: 'asc' } },
    });
    for (const entry of entries) {
      const name = `${folder}/${entry.name}`;
      if (entry.id === null) names.push(...(await folderObjects(fetchImpl, name)));
      else names.push(name);
    }
    if (entries.length < PAGE_SIZE) return names;
  }
}

/** Removes the named objects; answers how many were there to remove. */
async function removeObjects(fetchImpl: FetchLike, names: string[]): Promise<number> {
  let removed = 0;
  for (let i = 0; i < names.length; i += PAGE_SIZE) {
    const gone = await serviceStorage<unknown[]>(fetchImpl, `object/${BUCKET}`, { method: 'DELETE', body: { prefixes: names.slice(i, i + PAGE_SIZE) } });
    removed += gone.length;
  }
  return removed;
}

/** Drains the queues until they are empty or the time budget is spent. */
export async function removeDeletedPhotos(fetchImpl: FetchLike, now: () => number = Date.now): Promise<RemovalReport> {
  const report: RemovalReport = { listings: 0, photos: 0, objects: 0, failed: 0 };
  const started = now();
  while (now() - started < TIME_BUDGET_MS) {
    const claimed = await serviceRest<ClaimedItem[]>(fetchImpl, 'rpc/claim_photo_removals', { method: 'POST', body: { max_items: CLAIM_SIZE } });
    if (claimed.length === 0) break;
    const done: Record<ClaimedItem['kind'], string[]> = { listing: [], photo: [] };
    for (const item of claimed) {
      try {
        const names = item.kind === 'listing' ? await folderObjects(fetchImpl, item.path) : [item.path];
        report.objects += await removeObjects(fetchImpl, names);
        done[item.kind].push(item.path);
      } catch (error) {
        report.failed++;
        console.error(`[remove-deleted-photos] ${item.kind} ${item.path}:`, error);
      }
    }
    await serviceRest(fetchImpl, 'rpc/finish_photo_removals', { method: 'POST', body: { listing_ids: done.listing, photo_paths: done.photo } });
    report.listings += done.listing.length;
    report.photos += done.photo.length;
    // Fewer than a full batch of each kind: the queues held no more.
    if (claimed.filter((c) => c.kind === 'listing').length < CLAIM_SIZE && claimed.filter((c) => c.kind === 'photo').length < CLAIM_SIZE) break;
  }
  return report;
}

/** POST /functions/v1/remove-deleted-photos with the service role key: answers a RemovalReport. */
export function createHandler(deps: RemoveDeletedPhotosDeps = {}) {
  const supabaseFetch: FetchLike = deps.fetch ?? ((input, init) => fetch(input, init));

  return async function handler(request: Request): Promise<Response> {
    if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
    // The gateway accepts any valid key (the anon key too); only the service role may run this.
    if (!isServiceRoleRequest(request)) {
      const status = request.headers.has('authorization') ? 403 : 401;
      return json({ error: 'Only the service role may remove deleted photos' }, status);
    }
    try {
      const report = await removeDeletedPhotos(supabaseFetch);
      return json(report, report.failed > 0 ? 500 : 200);
    } catch (error) {
      console.error('[remove-deleted-photos]', error);
      return json({ error: 'Removing deleted photos failed' }, 500);
    }
  };
}

export const handler = createHandler();
