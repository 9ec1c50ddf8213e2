import type { I18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { z } from '@/lib/zod';
import { toPlainText } from '@/lib/sanitize';

// The Contact Agent dialog; the messages are the product's own wording. Every value is reduced to plain
// text before it is checked, so markup cannot pass the length rules or reach the database.
// The messages table repeats these bounds as CHECK constraints.
//
// The dialog is shown in the browser only: each message is worded when a value is checked, with
// Lingui's shared I18n (active for the page's language before anything renders), so a message is
// a function here, never a string made when this module loads.

/** The message the form starts with, in the page's language. */
export const DEFAULT_CONTACT_MESSAGE = msg`I'm interested in this property and would like more information.`;

/** A rule's message, worded when the rule fails (in the page's language). */
const says = (message: () => string) => ({ error: message });
const INVALID_EMAIL = says(() => t`Please enter a valid email address.`);
export const PHONE_PATTERN = /^\+?[0-9 ()-]*$/;

// The bounds in characters; the dialog's fields take no more than the maxima.
export const NAME_MIN = 2;
export const NAME_MAX = 50;
export const EMAIL_MAX = 100;
export const PHONE_MAX = 20;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 1000;

const plain = z.string().transform((value) => toPlainText(value));

export const contactAgentSchema = z.object({
  name: plain.pipe(
    z
      .string()
      .min(NAME_MIN, says(() => t`Name must be at least 2 characters.`))
      .max(NAME_MAX, says(() => t`Name must be at most ${NAME_MAX} characters.`)),
  ),
  email: plain.pipe(z.string().max(EMAIL_MAX, INVALID_EMAIL).pipe(z.email(INVALID_EMAIL))),
  phone: plain.pipe(
    z
      .string()
      .max(PHONE_MAX, says(() => t`Phone number must be at most ${PHONE_MAX} characters.`))
      .regex(PHONE_PATTERN, says(() => t`Please enter a valid phone number.`)),
  ),
  message: plain.pipe(
    z
      .string()
      .min(MESSAGE_MIN, says(() => t`Message must be at least 10 characters.`))
      .max(MESSAGE_MAX, says(() => t`Message must be at most ${MESSAGE_MAX} characters.`)),
  ),
  /** The honeypot: people never see it, so anything in it was typed by a bot. */
  website: z.string(),
});

export type ContactAgentInput = z.input<typeof contactAgentSchema>;
export type ContactAgentValues = z.output<typeof contactAgentSchema>;

/** The empty form, its message in the page's language. */
export function emptyContactAgentForm(i18n: I18n): ContactAgentInput {
  return { name: '', email: '', phone: '', message: i18n._(DEFAULT_CONTACT_MESSAGE), website: '' };
}

/** True when the hidden honeypot field was filled in: pretend to send, send nothing. */
export function isHoneypotFilled(values: Pick<ContactAgentInput, 'website'>): boolean {
  return values.website.trim() !== '';
}
