import { secret, type FetchLike } from './service-api.ts';

// Sending email through an HTTP email provider, configured by the environment:
//   EMAIL_API_URL  where to POST (Resend's https://api.resend.com/emails, or any provider that
//                  takes the same JSON: from, to, subject, html, text, headers)
//   EMAIL_API_KEY  its bearer key
//   EMAIL_FROM     the sender, e.g. "Manzil <alerts@manzil.ae>"
// On the local stack EMAIL_API_URL is the local inbox (port 54324), which takes the same requests.
// Each email carries an Idempotency-Key: a provider that honours it (Resend does, for 24 hours,
// and so does the local inbox) sends an email sent twice once, so a run that died after sending
// and before recording it repeats nothing when the email is sent again.

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The same key for the same email, however often it is sent. */
  idempotencyKey: string;
}

const DEFAULT_FROM = 'Manzil <alerts@manzil.ae>';

/** Whether an email provider is configured. */
export const emailConfigured = (): boolean => secret('EMAIL_API_URL') !== undefined;

/** Sends one email; throws with the provider's answer when it is refused. */
export async function sendEmail(fetchImpl: FetchLike, email: OutgoingEmail): Promise<void> {
  const url = secret('EMAIL_API_URL');
  if (!url) throw new Error('EMAIL_API_URL is not set: no email provider is configured');
  const key = secret('EMAIL_API_KEY');
  const res = await fetchImpl(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': email.idempotencyKey,
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    body: JSON.stringify({
      from: secret('EMAIL_FROM') ?? DEFAULT_FROM,
      to: [email.to],
      subject: email.subject,
      html: email.html,
      text: email.text,
      headers: email.headers ?? {},
    }),
  });
  if (!res.ok) throw new Error(`The email provider refused an email: ${res.status} ${await res.text()}`);
}
