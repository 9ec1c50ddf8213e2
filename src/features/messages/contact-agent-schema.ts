import { z } from '@/lib/zod';
import { toPlainText } from '@/lib/sanitize';

// The Contact Agent dialog; the messages are the product's own wording. Every value is reduced to plain
// text before it is checked, so markup cannot pass the length rules or reach the database.
// The messages table repeats these bounds as CHECK constraints.

export const DEFAULT_CONTACT_MESSAGE = "I'm interested in this property and would like more information.";
export const PHONE_PATTERN = /^\+?[0-9 ()-]*$/;

const plain = z.string().transform((value) => toPlainText(value));

export const contactAgentSchema = z.object({
  name: plain.pipe(z.string().min(2, 'Name must be at least 2 characters.').max(50, 'Name must be less than 50 characters')),
  email: plain.pipe(z.string().max(100, 'Please enter a valid email address.').pipe(z.email('Please enter a valid email address.'))),
  phone: plain.pipe(
    z.string().max(20, 'Phone number must be less than 20 characters').regex(PHONE_PATTERN, 'Invalid phone number format'),
  ),
  message: plain.pipe(
    z.string().min(10, 'Message must be at least 10 characters.').max(1000, 'Message must be less than 1000 characters'),
  ),
  /** The honeypot: people never see it, so anything in it was typed by a bot. */
  website: z.string(),
});

export type ContactAgentInput = z.input<typeof contactAgentSchema>;
export type ContactAgentValues = z.output<typeof contactAgentSchema>;

export const emptyContactAgentForm: ContactAgentInput = {
  name: '',
  email: '',
  phone: '',
  message: DEFAULT_CONTACT_MESSAGE,
  website: '',
};

/** True when the hidden honeypot field was filled in: pretend to send, send nothing. */
export function isHoneypotFilled(values: Pick<ContactAgentInput, 'website'>): boolean {
  return values.website.trim() !== '';
}
