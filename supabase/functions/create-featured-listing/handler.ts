import Stripe from 'stripe';
import { corsHeaders } from '../_shared/cors.ts';
import type { Tables } from '../_shared/database.types.ts';
import {
  CHECKOUT_LIFETIME_MS,
  FEATURED_CURRENCY,
  FEATURED_DURATION,
  featuredPriceAed,
  closePayment,
  PaymentConfigError,
  paymentProvider,
  RestError,
  type FeaturedPayment,
  returnUrls,
  serviceRest,
  signedInUser,
  siteLocale,
  type SiteLocale,
  supabaseUrl,
  type FetchLike,
  type PaymentProvider,
} from '../_shared/payments.ts';

declare const Deno: { env: { get(key: string): string | undefined } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Stripe refuses a checkout deadline under 30 minutes by its own clock, so ours keeps a minute in hand. */
const STRIPE_CLOCK_MARGIN_MS = 60 * 1000;

export interface CreateFeaturedListingDeps {
  /** Reaches this project's Supabase APIs. */
  fetch?: FetchLike;
  /** Reaches Stripe's API (tests answer for Stripe's servers with it). */
  stripeFetch?: typeof fetch;
}

type Listing = Pick<Tables<'properties'>, 'id' | 'user_id' | 'title' | 'featured_now'>;

/** What a provider needs to open a checkout for one month's featuring. */
interface CheckoutRequest {
  paymentId: string;
  listing: Listing;
  amount: number;
  successUrl: string;
  cancelUrl: string;
}

interface Checkout {
  reference: string;
  url: string;
  expiresAt: Date;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' } });

/** A Stripe Checkout session; the webhook confirms it once Stripe has taken the money. */
async function stripeCheckout(request: CheckoutRequest, stripeFetch: typeof fetch | undefined): Promise<Checkout> {
  const stripe = new Stripe(Deno.env.get('STRIPE_SECRET_KEY') ?? '', { httpClient: Stripe.createFetchHttpClient(stripeFetch) });
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: FEATURED_CURRENCY.toLowerCase(),
          unit_amount: Math.round(request.amount * 100),
          product_data: { name: `Featured listing for ${FEATURED_DURATION}: ${request.listing.title}` },
        },
      },
    ],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    client_reference_id: request.paymentId,
    metadata: { payment_id: request.paymentId, property_id: request.listing.id },
    expires_at: Math.floor((Date.now() + CHECKOUT_LIFETIME_MS + STRIPE_CLOCK_MARGIN_MS) / 1000),
  });
  if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
  return { reference: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
}

/** The local stand-in: a page of the test-checkout function, where Pay features the listing at once. */
function testCheckout(locale: SiteLocale): Checkout {
  const reference = `test_${crypto.randomUUID()}`;
  const query = new URLSearchParams({ session: reference, ...(locale === 'en' ? {} : { locale }) });
  return {
    reference,
    url: `${supabaseUrl()}/functions/v1/test-checkout?${query}`,
    expiresAt: new Date(Date.now() + CHECKOUT_LIFETIME_MS),
  };
}

/** How long a claim may wait for the provider's answer before it counts as abandoned. */
const CLAIM_TIMEOUT_MS = 60 * 1000;

const checkoutBeingOpened = () => json({ error: 'A checkout for this listing is already being opened. Please try again in a moment.' }, 409);

/**
 * The answer for a listing whose checkout is already open: its URL again, or 409 while another
 * request is still opening it. Open checkouts that ran out of time, or claims abandoned by a
 * request that failed midway, are closed here (nothing was paid through them), so null means
 * a new checkout may be opened.
 */
async function openCheckout(fetchImpl: FetchLike, propertyId: string): Promise<Response | null> {
  const [payment] = await serviceRest<FeaturedPayment[]>(fetchImpl, `featured_payments?property_id=eq.${propertyId}&status=eq.pending&select=*`);
  if (!payment) return null;
  const now = Date.now();
  // Closed only after its deadline has passed: until then the provider may still take the money.
  if (payment.checkout_url && Date.parse(payment.expires_at ?? '') > now) return json({ url: payment.checkout_url });
  if (!payment.checkout_url && Date.parse(payment.created_at) > now - CLAIM_TIMEOUT_MS) return checkoutBeingOpened();
  await closePayment(fetchImpl, payment.provider_reference, payment.checkout_url ? 'expired' : 'failed');
  return null;
}

/**
 * GET /functions/v1/create-featured-listing?propertyId=<uuid>, as the listing's owner: opens a
 * checkout for one month's featuring, records the payment as pending and answers `{ url }` to
 * send the browser to. Failures answer `{ error }` with a message for the owner.
 */
export function createHandler(deps: CreateFeaturedListingDeps = {}) {
  const supabaseFetch: FetchLike = deps.fetch ?? ((input, init) => fetch(input, init));

  return async function handler(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (request.method !== 'GET') {
      return new Response('Method not allowed', { status: 405, headers: { ...corsHeaders, Allow: 'GET, OPTIONS' } });
    }
    try {
      const user = await signedInUser(supabaseFetch, request);
      if (!user) return json({ error: 'You must be logged in to promote a property' }, 401);

      const asked = new URL(request.url).searchParams;
      const propertyId = asked.get('propertyId') ?? '';
      // The language the payer is asking from (locale=ar): the checkout returns them to its dashboard.
      const locale = siteLocale(asked.get('locale'));
      if (!UUID.test(propertyId)) return json({ error: 'propertyId must be a listing id (a UUID)' }, 400);
      const [listing] = await serviceRest<Listing[]>(
        supabaseFetch,
        `properties?id=eq.${propertyId}&select=id,user_id,title,featured_now`,
      );
      if (!listing) return json({ error: 'Property not found' }, 404);
      if (listing.user_id !== user.id) return json({ error: 'You can only promote your own listings' }, 403);
      if (listing.featured_now) return json({ error: 'This property is already featured' }, 409);

      const provider: PaymentProvider | null = paymentProvider();
      if (!provider) {
        console.error('[create-featured-listing] no payment provider: set PAYMENT_PROVIDER, or STRIPE_SECRET_KEY for Stripe');
        return json({ error: 'Payments are not set up on this server, so listings cannot be featured yet' }, 503);
      }
      const amount = featuredPriceAed();

      // Asking again (a second click, another tab, Back from the checkout) reopens the listing's
      // open checkout: two open checkouts could both be paid.
      const open = await openCheckout(supabaseFetch, listing.id);
      if (open) return open;

      // Claim the listing's one open checkout before asking the provider for it; the database
      // lets only one request hold the claim.
      const paymentId = crypto.randomUUID();
      const claim = `claim_${paymentId}`;
      try {
        await serviceRest(supabaseFetch, 'featured_payments', {
          method: 'POST',
          prefer: 'return=minimal',
          body: {
            id: paymentId,
            property_id: listing.id,
            user_id: user.id,
            provider,
            provider_reference: claim,
            amount,
            currency: FEATURED_CURRENCY,
            status: 'pending',
            expires_at: new Date(Date.now() + CHECKOUT_LIFETIME_MS).toISOString(),
          },
        });
      } catch (error) {
        if (error instanceof RestError && error.code === '23505') return (await openCheckout(supabaseFetch, listing.id)) ?? checkoutBeingOpened();
        throw error;
      }

      const urls = returnUrls(listing.id, paymentId, locale);
      let checkout: Checkout;
      try {
        checkout =
          provider === 'stripe'
            ? await stripeCheckout({ paymentId, listing, amount, successUrl: urls.success, cancelUrl: urls.cancel }, deps.stripeFetch)
            : testCheckout(locale);
      } catch (error) {
        console.error(`[create-featured-listing] ${provider} checkout failed:`, error);
        await closePayment(supabaseFetch, claim, 'failed');
        return json({ error: 'Failed to create featured listing' }, 502);
      }

      await serviceRest(supabaseFetch, `featured_payments?id=eq.${paymentId}`, {
        method: 'PATCH',
        prefer: 'return=minimal',
        body: { provider_reference: checkout.reference, checkout_url: checkout.url, expires_at: checkout.expiresAt.toISOString() },
      });
      return json({ url: checkout.url });
    } catch (error) {
      if (error instanceof PaymentConfigError) {
        console.error('[create-featured-listing]', error.message);
        return json({ error: error.message }, 500);
      }
      console.error('[create-featured-listing]', error);
      return json({ error: 'Failed to create featured listing' }, 500);
    }
  };
}

export const handler = createHandler();
