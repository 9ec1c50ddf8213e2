import webpush from 'web-push';
import { secret, type FetchLike } from './service-api.ts';

// Web push, configured by the environment:
//   VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY  the application server's keys (npx web-push
//                                        generate-vapid-keys; the local stack makes its own on
//                                        first start and keeps them with its data)
//   VAPID_SUBJECT                        a mailto: or https: contact for the push services
//   PUSH_SERVICE_HOSTS                   the push services notifications may go to, comma-separated
//                                        (*.example.com for any subdomain); the browsers' own when unset
// web-push encrypts and signs each message; it goes out through the caller's fetch. Only the
// known push services are ever sent to: a subscription is written by a browser, and its endpoint
// must not turn the server into a way to POST anywhere else.

/** A stored subscription (public.push_subscriptions). */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows: the notification's words, the page a click opens, and its tag. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** Notifications with the same tag replace each other: the same alert sent twice shows once. */
  tag: string;
}

/** Chrome's, Firefox's, Safari's and Edge's push services. */
const BROWSER_PUSH_SERVICES = ['fcm.googleapis.com', '*.push.services.mozilla.com', 'web.push.apple.com', '*.notify.windows.com'];

export const pushConfigured = (): boolean => Boolean(secret('VAPID_PUBLIC_KEY') && secret('VAPID_PRIVATE_KEY'));

/** Whether an endpoint is https at one of the allowed push services. */
export function isKnownPushService(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const hosts = secret('PUSH_SERVICE_HOSTS')?.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean) ?? BROWSER_PUSH_SERVICES;
  const host = url.hostname.toLowerCase();
  return hosts.some((allowed) => (allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed));
}

/**
 * Sends one message to one subscription. 'gone': the push service no longer knows it (404, 410)
 * or it is not at a known push service, and it should be removed. Throws on other refusals.
 * `topic` (at most 32 URL-safe characters) lets the push service replace an undelivered copy.
 */
export async function sendPush(fetchImpl: FetchLike, target: PushTarget, message: PushMessage, topic: string): Promise<'sent' | 'gone'> {
  if (!isKnownPushService(target.endpoint)) return 'gone';
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
    vapidDetails: {
      subject: secret('VAPID_SUBJECT') ?? 'mailto:alerts@manzil.ae',
      publicKey: secret('VAPID_PUBLIC_KEY') ?? '',
      privateKey: secret('VAPID_PRIVATE_KEY') ?? '',
    },
    // A day: an alert older than that is old news.
    TTL: 24 * 60 * 60,
    topic,
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  const res = await fetchImpl(details.endpoint, { method: details.method, headers, body: details.body as unknown as BodyInit });
  if (res.status === 404 || res.status === 410) return 'gone';
  if (!res.ok) throw new Error(`The push service refused a message: ${res.status} ${await res.text()}`);
  return 'sent';
}
