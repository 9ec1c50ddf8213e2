import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangedReads } from '@/offline/changed-reads';
import { db, type OutboxEntry } from '@/offline/db';
import { announceWhenConfirmed, discardEntry, enqueue, waitForOutcome, type Outcome } from '@/offline/outbox';
import { askPersistentStorage } from '@/offline/storage';
import { writeErrorFrom } from '@/offline/write-error';
import { toPlainText } from '@/lib/sanitize';
import { inboxQueryOptions } from './inbox';
import type { RestClient } from '@/lib/supabase';

export const SEND_CONTACT_MESSAGE = 'message.send';

/** A contact message as queued: its id is made when it is composed. */
export interface ContactMessage {
  id: string;
  propertyId: string;
  name: string;
  email: string;
  phone?: string | null;
  message: string;
}

/**
 * Sends an enquiry to the listing's owner. The database sets the recipient (the owner) and the
 * sender (the caller, or none for a visitor). The id is made when the message is composed, so a
 * retried send is refused by the primary key, which means the first one arrived: stored once.
 * (Not an upsert: `on conflict` would need visitors to be able to read messages.) No `.select()`:
 * a visitor may write a message but not read it back.
 */
export async function sendContactMessage(client: RestClient, input: ContactMessage): Promise<void> {
  const phone = input.phone ? toPlainText(input.phone) : '';
  const { error, status } = await client.from('messages').insert({
    id: input.id,
    property_id: input.propertyId,
    name: toPlainText(input.name),
    email: toPlainText(input.email),
    phone: phone === '' ? null : phone,
    message: toPlainText(input.message),
  });
  // The primary key is the only unique rule on messages, so 23505 can only mean "already here".
  if (error && error.code !== '23505') throw writeErrorFrom(error, status);
}

/** The outbox handler of queued contact messages. */
export const sendQueuedContactMessage = (entry: OutboxEntry, client: RestClient) =>
  sendContactMessage(client, entry.payload as ContactMessage);
/** A signed-in sender's inbox lists the messages they sent; a visitor has none. */
export const contactMessageReadsChanged: ChangedReads = (entry) => (entry.userKey ? [inboxQueryOptions(entry.userKey).queryKey] : []);

/** How long the dialog waits for the server before saying the message will be sent later. */
const WAIT_FOR_SERVER_MS = 8000;

/**
 * Queues a message under the sender's identity (a visitor's as a visitor) and waits briefly for
 * the server. `onLaterConfirmed` runs if it is confirmed after the wait (back online). Offline,
 * it does not wait at all.
 */
async function queueContactMessage(input: ContactMessage, userId: string | null, onLaterConfirmed: () => void): Promise<Outcome> {
  await enqueue(db, {
    id: input.id,
    userKey: userId ?? '',
    kind: SEND_CONTACT_MESSAGE,
    group: `message:${input.id}`,
    payload: input,
    label: 'Message to an agent',
  });
  void askPersistentStorage();
  const outcome = await waitForOutcome(db, input.id, WAIT_FOR_SERVER_MS);
  if (outcome.state === 'waiting') announceWhenConfirmed(db, input.id, onLaterConfirmed);
  // Rejected: the form stays open with what was typed, so the queued copy is not kept.
  if (outcome.state === 'stopped') await discardEntry(db, input.id);
  return outcome;
}

/** The contact form's write: queued, sent when possible; the sender's sent list is refreshed. */
export function useSendContactMessage(userId: string | null, onLaterConfirmed: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    // Queued on the device, so it runs offline too (TanStack would otherwise pause it).
    networkMode: 'always',
    mutationFn: (input: ContactMessage) => queueContactMessage(input, userId, onLaterConfirmed),
    onSuccess: async (outcome) => {
      if (outcome.state === 'confirmed' && userId) await queryClient.invalidateQueries({ queryKey: inboxQueryOptions(userId).queryKey });
    },
  });
}
