import { t } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { AppError, appErrorFrom, LOAD_FAILED_MESSAGE } from '@/lib/errors';
import { supabase, type DbClient, type RestClient } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { defineOutboxMutation } from '@/offline/use-outbox-mutation';
import { defineWriteKind, write } from '@/offline/write-kind';
import type { MessageRow, PropertyRow } from '@/lib/rows';
import { isUuid } from '@/lib/uuid';
import { queryKeyOf } from '@/lib/query-roots';

/** property_id is null once the listing has been deleted; property_title keeps what it was called. */
export type InboxMessage = MessageRow & { properties: Pick<PropertyRow, 'title' | 'title_ar' | 'address' | 'location'> | null };

/** Messages the user sent or received, newest first, with the listing's titles (English and Arabic), address and location. */
export async function fetchInbox(client: DbClient, userId: string): Promise<InboxMessage[]> {
  const { data, error, status } = await client
    .from('messages')
    .select('*, properties(title, title_ar, address, location)')
    .or(`sender_id.eq.${userId},recipient_id.eq.${userId}`)
    .order('created_at', { ascending: false });
  if (error) throw appErrorFrom(error, { status });
  return data;
}

/** A message the user received and has not read yet: highlighted in the inbox, counted on its tab. */
export function isUnreadBy(message: Pick<InboxMessage, 'recipient_id' | 'is_read'>, userId: string): boolean {
  return message.recipient_id === userId && !message.is_read;
}

export function unreadCount(messages: InboxMessage[], userId: string): number {
  return messages.filter((message) => isUnreadBy(message, userId)).length;
}

export function inboxQueryOptions(userId: string) {
  return queryOptions({ queryKey: queryKeyOf('messages', userId), queryFn: () => fetchInbox(supabase, userId), meta: { errorMessage: LOAD_FAILED_MESSAGE } });
}

/**
 * Marks a received message read: only its recipient may, and an already-read message is left
 * alone (so sending it twice is once). Each refusal is an AppError with its status, which the
 * outbox holds as needing attention rather than retrying.
 */
export async function markMessageRead(client: RestClient, messageId: string, userId: string): Promise<'marked' | 'already-read'> {
  // Worded in the page's language (Lingui's shared I18n): messages are marked read in the browser only.
  if (!isUuid(messageId)) throw new AppError(t`Invalid message ID format`, { status: 400 });
  const { data, error, status } = await client.from('messages').select('recipient_id, is_read').eq('id', messageId).maybeSingle();
  if (error) throw appErrorFrom(error, { status });
  if (!data) throw new AppError(t`Message not found`, { status: 404 });
  if (data.recipient_id !== userId) throw new AppError(t`Unauthorized: User is not the recipient`, { status: 403 });
  if (data.is_read) return 'already-read';
  const update = await client.from('messages').update({ is_read: true }).eq('id', messageId).eq('recipient_id', userId);
  if (update.error) throw appErrorFrom(update.error, { status: update.status });
  return 'marked';
}

export const markMessageReadKind = defineWriteKind({
  name: 'message.read',
  version: 1,
  schema: z.object({ messageId: z.string() }),
  key: ({ messageId }) => `message.read:${messageId}`,
  group: ({ messageId }) => `message.read:${messageId}`,
  label: () => t`Mark a message as read`,
  send: async (client: RestClient, { messageId }, entry) => void (await markMessageRead(client, messageId, entry.userKey)),
  changedReads: (_, userKey) => [inboxQueryOptions(userKey).queryKey],
});

/** Mark as read from the inbox. Its failures are logged, not shown: nothing the reader must act on. */
export const markMessageReadMutation = defineOutboxMutation<string>({
  writes: (messageId) => [write(markMessageReadKind, { messageId })],
  waitMs: 8000,
  get signInMessage() {
    return t`You must be logged in to mark messages as read`;
  },
  words: {
    confirmed: () => null,
    offline: () => null,
    failed: (_, message) => {
      console.error('Mark as read failed:', message);
      return null;
    },
  },
});
