import { t } from '@lingui/core/macro';
import { insertOnce } from '@/lib/insert-once';
import { toPlainText } from '@/lib/sanitize';
import type { RestClient } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { defineOutboxMutation } from '@/offline/use-outbox-mutation';
import { defineWriteKind, write } from '@/offline/write-kind';
import { inboxQueryOptions } from './inbox';

/** A contact message as queued: its id is made when it is composed. */
const contactMessageSchema = z.object({
  id: z.uuid(),
  propertyId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullish(),
  message: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/**
 * Sends an enquiry to the listing's owner. The database sets the recipient (the owner) and the
 * sender (the caller, or none for a visitor). Inserted once under the id made when it was
 * composed; messages have no other unique rule, so a refused duplicate is an earlier send. Not an
 * upsert, and no `.select()`: a visitor may write a message but not read it back.
 */
export async function sendContactMessage(client: RestClient, input: ContactMessage): Promise<void> {
  const phone = input.phone ? toPlainText(input.phone) : '';
  await insertOnce(
    client.from('messages').insert({
      id: input.id,
      property_id: input.propertyId,
      name: toPlainText(input.name),
      email: toPlainText(input.email),
      phone: phone === '' ? null : phone,
      message: toPlainText(input.message),
    }),
  );
}

export const sendContactMessageKind = defineWriteKind({
  name: 'message.send',
  version: 1,
  schema: contactMessageSchema,
  key: (message) => message.id,
  group: (message) => `message:${message.id}`,
  label: () => t`Message to an agent`,
  send: (client: RestClient, message) => sendContactMessage(client, message),
  // A signed-in sender's inbox lists the messages they sent; a visitor has none.
  changedReads: (_, userKey) => (userKey ? [inboxQueryOptions(userKey).queryKey] : []),
});

// The toasts are worded when shown, in the page's language (Lingui's shared I18n: messages are
// composed and sent in the browser only).

/** 'Message Sent': the server has the message. */
export const messageSent = () => ({ title: t`Message Sent`, message: t`Your message has been sent to the agent. They will contact you soon.`, color: 'teal' }) as const;

/**
 * The contact form's write: queued under the sender's identity (a visitor's as a visitor), sent
 * when possible; 'Message Sent' is told when the server has it, now or when the connection returns.
 */
export const contactMessageMutation = defineOutboxMutation<ContactMessage>({
  writes: (message) => [write(sendContactMessageKind, message)],
  waitMs: 8000,
  signInMessage: null,
  words: {
    confirmed: messageSent,
    offline: () => ({ title: t`Saved offline`, message: t`It will be sent when you are back online.`, color: 'blue' }),
    // The spam guard's "try later" keeps the message queued, to be sent by itself. (The server's own
    // words, "please wait and try again", would have the visitor send it twice.)
    retrying: (_, outcome) => ({
      title: t`Not sent yet`,
      message:
        outcome.error?.code === 'PT429'
          ? t`Too many messages were sent from here just now. Yours is saved on this device and will be sent automatically in a few minutes; there is no need to send it again.`
          : t`Saved on this device. It will be sent as soon as the server accepts it.`,
      color: 'blue',
    }),
    // Rejected (the listing is gone, a field the server refuses): the form stays to fix.
    failed: (_, message) => ({ title: t`Error`, message: message ?? t`Failed to send message. Please try again later.`, color: 'red' }),
    laterConfirmed: messageSent,
  },
});
