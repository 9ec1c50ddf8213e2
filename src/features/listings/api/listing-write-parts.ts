import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { ownText } from '@/lib/format';
import type { WriteClient } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { db, type OutboxEntry } from '@/offline/db';
import { listingKeys } from './listing-keys';

// What the listing's write kinds share: the mark a submission's last entry carries, the step that
// lets the draft go, the reads they change and the listing's name in their labels. A listing's
// writes are one group, under its id: its row before its photos, in the order queued.

/** Set on the last entry of a submission, whatever its kind. */
export const draftMark = {
  /**
   * The submission it is part of (made when it is submitted): a listing's details and photo order
   * change with each one, and each must be sent in its place, after what came before it.
   */
  submission: z.uuid().optional(),
  /** The listing's title, for the pending-changes list (entries from older builds have none). */
  title: z.string().optional(),
  /** The draft goes once the server has the whole submission... */
  draftId: z.string().optional(),
  /** ...unless the draft changed after it was submitted (its updatedAt then). */
  draftUpdatedAt: z.number().optional(),
};
export type DraftMark = { draftId?: string; draftUpdatedAt?: number; submission?: string };

// Labels and toasts are made in the browser only (when a write is queued or answered): in the
// page's language, Lingui's shared I18n there.
export const named = (title: string | undefined) => (title ? ownText(i18n, title) : t`a listing`);
export const untitled = (title: string | undefined) => (title ? ownText(i18n, title) : t`Untitled listing`);

/**
 * Once the server has a submission's last piece, its draft is no longer needed on the device,
 * unless it was edited again after it was submitted.
 */
async function finishDraft({ draftId, draftUpdatedAt }: DraftMark) {
  if (draftId) await db.drafts.where('id').equals(draftId).and((d) => d.updatedAt === draftUpdatedAt).delete();
}

/** A step of a submission: sent, then the draft lets go if it was the last. */
export function submissionStep<P extends DraftMark>(send: (client: WriteClient, payload: P, entry: OutboxEntry) => Promise<void>) {
  return async (client: WriteClient, payload: P, entry: OutboxEntry) => {
    await send(client, payload, entry);
    await finishDraft(payload);
  };
}

/** Every listing write changes the public listing reads and the owner's own. */
export const listingReads = (_: unknown, userKey: string) => [listingKeys.all, listingKeys.mine(userKey)];
