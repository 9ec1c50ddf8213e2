import type { SupabaseClient } from '@supabase/supabase-js';
import { toPlainText } from '@/lib/sanitize';

export interface ContactMessageInput {
  propertyId: string;
  name: string;
  email: string;
  phone?: string | null;
  message: string;
}

/** The database's spam guard (SQLSTATE PT429, HTTP 429): 5 messages per sender, 10 per visitor address, in 10 minutes. */
export class ContactRateLimitError extends Error {}

/**
 * Sends an enquiry to the listing's owner. The database sets the recipient
 * (the owner) and the sender (the caller, or none for a visitor). No `.select()`: a visitor
 * may write a message but not read it back.
 */
export async function sendContactMessage(client: SupabaseClient, input: ContactMessageInput): Promise<void> {
  const phone = input.phone ? toPlainText(input.phone) : '';
  const { error } = await client.from('messages').insert({
    property_id: input.propertyId,
    name: toPlainText(input.name),
    email: toPlainText(input.email),
    phone: phone === '' ? null : phone,
    message: toPlainText(input.message),
  });
  if (error) {
    if (error.code === 'PT429') throw new ContactRateLimitError(error.message);
    throw new Error(error.message);
  }
}
