import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, type DbClient } from '@/lib/supabase';
import { appErrorFrom } from '@/lib/errors';
import type { MessageRow, PropertyRow } from '@/lib/rows';

/** property_id is null once the listing has been deleted; property_title keeps what it was called. */
export type InboxMessage = MessageRow & { properties: Pick<PropertyRow, 'title' | 'address' | 'location'> | null };

/** Messages the user sent or received, newest first, with the listing's title, address and location. */
export async function fetchInbox(client: DbClient, userId: string): Promise<InboxMessage[]> {
  const { data, error, status } = await client
    .from('messages')
    .select('*, properties(title, address, location)')
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
  return queryOptions({ queryKey: ['messages', userId], queryFn: () => fetchInbox(supabase, userId), meta: { errorMessage: 'Failed to load data' } });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Marks a received message read (spec.md sections 4 and 7): only its recipient may, and an
 * already-read message is left alone. Failures are thrown with spec.md's logged messages.
 */
export async function markMessageRead(client: DbClient, messageId: string, userId: string): Promise<'marked' | 'already-read'> {
  if (!UUID.test(messageId)) throw new Error('Invalid message ID format');
  const { data, error, status } = await client.from('messages').select('recipient_id, is_read').eq('id', messageId).maybeSingle();
  if (error) throw appErrorFrom(error, { status });
  if (!data) throw new Error('Message not found');
  if (data.recipient_id !== userId) throw new Error('Unauthorized: User is not the recipient');
  if (data.is_read) return 'already-read';
  const update = await client.from('messages').update({ is_read: true }).eq('id', messageId).eq('recipient_id', userId);
  if (update.error) throw appErrorFrom(update.error, { status: update.status });
  return 'marked';
}

/** Mark as read from the inbox; the inbox is refreshed through its query key. */
export function useMarkMessageRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => markMessageRead(supabase, messageId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxQueryOptions(userId).queryKey }),
  });
}
