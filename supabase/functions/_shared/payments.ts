// Shared by the featured-listing payment functions: their configuration (function secrets read
// through Deno.env on every request, so a changed secret needs no redeploy of the code) and the
// payment calls of the REST API.

import { RestError, secret, serviceRest, supabaseUrl, type FetchLike } from './service-api.ts';
import type { Tables } from './database.types.ts';

export { RestError, serviceRest, supabaseUrl, type FetchLike };

/** A payment as the functions use it: a featured_payments row. */
export type FeaturedPayment = Tables<'featured_payments'>;
export type PaymentProvider = FeaturedPayment['provider'];
export type PaymentStatus = FeaturedPayment['status'];

export const FEATURED_CURRENCY = 'AED';
/** How long featuring lasts, as shown to the payer; public.fulfil_featured_payment adds the same month. */
export const FEATURED_DURATION = '1 month';
/** How long a checkout accepts payment. */
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;

const DEFAULT_PRICE_AED = 99;
const DEFAULT_SITE_URL = 'http://localhost:4173';
const PROVIDERS: readonly PaymentProvider[] = ['stripe', 'test'];

/** A function secret is missing or unusable; the message says which and what it should be. */
export class PaymentConfigError extends Error {}

/** The price of one month's featuring in dirhams: FEATURED_PRICE_AED, else 99. */
export function featuredPriceAed(): number {
  const configured = secret('FEATURED_PRICE_AED');
  if (configured === undefined) return DEFAULT_PRICE_AED;
  const price = Number(configured);
  // Whole fils only: the provider charges in the currency's smallest unit.
  if (!Number.isFinite(price) || price <= 0 || Math.abs(price * 100 - Math.round(price * 100)) > 1e-6) {
    throw new PaymentConfigError(
      `Payments are misconfigured on this server: FEATURED_PRICE_AED must be a positive amount in dirhams, such as 99 or 149.50 (it is "${configured}")`,
    );
  }
  return price;
}

/**
 * Who takes the payment: PAYMENT_PROVIDER when set, else Stripe when STRIPE_SECRET_KEY is set,
 * else nobody (listings cannot be featured on this server).
 */
export function paymentProvider(): PaymentProvider | null {
  const configured = secret('PAYMENT_PROVIDER');
  if (configured === undefined) return secret('STRIPE_SECRET_KEY') ? 'stripe' : null;
  if (!PROVIDERS.includes(configured as PaymentProvider)) {
    throw new PaymentConfigError(`Payments are misconfigured on this server: PAYMENT_PROVIDER must be "stripe" or "test" (it is "${configured}")`);
  }
  return configured as PaymentProvider;
}

/** The web app's origin (SITE_URL, else the local preview server), without a trailing slash. */
export function siteUrl(): string {
  return (secret('SITE_URL') ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
}

/** The site's languages: its English pages are at their own addresses, its Arabic ones under /ar. */
export type SiteLocale = 'en' | 'ar';

/** A `locale` query value as a site language: 'ar', or English for anything else (or nothing). */
export const siteLocale = (value: string | null | undefined): SiteLocale => (value === 'ar' ? 'ar' : 'en');

/** The dashboard's address in the payer's language. */
export const dashboardUrl = (locale: SiteLocale) => `${siteUrl()}${locale === 'ar' ? '/ar' : ''}/dashboard`;

/**
 * Where the payer lands afterwards: the dashboard in the language they paid from, told the outcome
 * and which listing and payment.
 */
export function returnUrls(propertyId: string, paymentId: string, locale: SiteLocale = 'en'): { success: string; cancel: string } {
  const back = (outcome: 'success' | 'cancelled') => {
    const query = new URLSearchParams({ featured: outcome, propertyId, payment: paymentId });
    return `${dashboardUrl(locale)}?${query}`;
  };
  return { success: back('success'), cancel: back('cancelled') };
}

/** An amount as the payer reads it, e.g. "AED 99.00". */
export function formatAmount(amount: number, currency: string): string {
  return `${currency} ${amount.toFixed(2)}`;
}

/** The payment with this provider reference, or null. */
export async function paymentByReference(fetchImpl: FetchLike, reference: string): Promise<FeaturedPayment | null> {
  const rows = await serviceRest<FeaturedPayment[]>(
    fetchImpl,
    `featured_payments?provider_reference=eq.${encodeURIComponent(reference)}&select=*&limit=1`,
  );
  const row = rows[0];
  // PostgREST sends numeric columns as JSON numbers; Number() also covers a string rendering.
  return row ? { ...row, amount: Number(row.amount) } : null;
}

/**
 * Confirms a payment (public.fulfil_featured_payment): features its listing unless it was already
 * settled. Answers the payment's status afterwards, or null for an unknown reference.
 */
export function fulfilPayment(fetchImpl: FetchLike, reference: string): Promise<PaymentStatus | null> {
  return serviceRest<PaymentStatus | null>(fetchImpl, 'rpc/fulfil_featured_payment', { method: 'POST', body: { reference } });
}

/** Ends a pending payment without featuring anything (public.close_featured_payment). */
export function closePayment(fetchImpl: FetchLike, reference: string, status: 'cancelled' | 'expired' | 'failed'): Promise<PaymentStatus | null> {
  return serviceRest<PaymentStatus | null>(fetchImpl, 'rpc/close_featured_payment', { method: 'POST', body: { reference, new_status: status } });
}

/**
 * The signed-in user behind the request's bearer token, asked of the auth API (which also
 * refuses signed-out and revoked sessions), or null when there is none: no token, the anon key,
 * or a token the auth API does not accept.
 */
export async function signedInUser(fetchImpl: FetchLike, request: Request): Promise<{ id: string } | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) return null;
  const res = await fetchImpl(`${supabaseUrl()}/auth/v1/user`, {
    headers: { apikey: secret('SUPABASE_ANON_KEY') ?? '', authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  // Any refusal of the token; a rate limit (429) is the auth API's trouble, not the caller's identity.
  if (res.status >= 400 && res.status < 500 && res.status !== 429) {
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) throw new Error(`GET /auth/v1/user failed: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as { id?: unknown };
  return typeof user.id === 'string' && user.id ? { id: user.id } : null;
}
