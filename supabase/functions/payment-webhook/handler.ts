import Stripe from 'stripe';
import { closePayment, fulfilPayment, type FetchLike } from '../_shared/payments.ts';

declare const Deno: { env: { get(key: string): string | undefined } };

// Stripe calls this with a signed event when a checkout is paid or ends unpaid. Stripe sends no
// Supabase JWT, so config.toml sets verify_jwt = false: the signature made with the endpoint's
// secret (STRIPE_WEBHOOK_SECRET) is what proves the event came from Stripe. Stripe delivers an
// event at least once, and the database functions settle each payment once, so replays are harmless.

/** Stripe's default: a signature made more than 5 minutes from now, either way, is refused. */
const TOLERANCE_SECONDS = 300;

/**
 * The time the signature covers: the header's last `t=`, read as Stripe's SDK reads it. The SDK
 * refuses only old timestamps; one far ahead would keep a captured delivery replayable until
 * long after it was made, so this side is bounded here.
 */
function signedAt(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

/** Settles the payment of the checkout session an event is about. Other events need nothing. */
async function settle(fetchImpl: FetchLike, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      // A delayed method (a bank transfer) completes the checkout unpaid; async_payment_succeeded follows.
      if (session.payment_status !== 'paid') return;
      report(event, await fulfilPayment(fetchImpl, session.id));
      return;
    }
    case 'checkout.session.async_payment_succeeded':
      report(event, await fulfilPayment(fetchImpl, event.data.object.id));
      return;
    case 'checkout.session.async_payment_failed':
      report(event, await closePayment(fetchImpl, event.data.object.id, 'failed'));
      return;
    case 'checkout.session.expired':
      report(event, await closePayment(fetchImpl, event.data.object.id, 'expired'));
      return;
    default:
      return;
  }
}

/** A session this project has no payment for (another app on the same Stripe account) is noted, not retried. */
function report(event: Stripe.Event, status: string | null) {
  if (status === null) console.warn(`[payment-webhook] ${event.type} ${event.id}: no payment for this checkout session`);
}

/** POST /functions/v1/payment-webhook: Stripe's events; answers `{ received: true }`. */
export function createHandler(fetchImpl: FetchLike = (input, init) => fetch(input, init)) {
  return async function handler(request: Request): Promise<Response> {
    if (request.method !== 'POST') {
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST' } });
    }
    const secret = Deno.env.get('STRIPE_WEBHOOK_SECRET')?.trim();
    if (!secret) {
      console.error('[payment-webhook] STRIPE_WEBHOOK_SECRET is not set, so no event can be verified');
      return json({ error: 'Stripe webhooks are not set up on this server' }, 503);
    }
    const signature = request.headers.get('stripe-signature');
    if (!signature) return json({ error: 'Missing Stripe signature' }, 400);
    // The signature covers the exact bytes Stripe sent, so the body is verified before any parsing.
    const payload = await request.text();
    let event: Stripe.Event;
    try {
      event = await Stripe.webhooks.constructEventAsync(payload, signature, secret, TOLERANCE_SECONDS, Stripe.createSubtleCryptoProvider());
      if (!(signedAt(signature) <= Date.now() / 1000 + TOLERANCE_SECONDS)) throw new Error('Timestamp is in the future, outside the tolerance zone');
    } catch (error) {
      console.warn('[payment-webhook] rejected an event:', error instanceof Error ? error.message : error);
      return json({ error: 'Invalid Stripe signature' }, 400);
    }
    try {
      await settle(fetchImpl, event);
    } catch (error) {
      // A non-2xx answer makes Stripe deliver the event again later.
      console.error(`[payment-webhook] ${event.type} ${event.id}:`, error);
      return json({ error: 'Could not record the payment' }, 500);
    }
    return json({ received: true });
  };
}

export const handler = createHandler();
