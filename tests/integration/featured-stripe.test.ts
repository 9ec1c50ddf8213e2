import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { withFunctionEnv } from '../../supabase/emulator/functions/deno-shim.ts';
import { createHandler as createFeaturedListingHandler } from '../../supabase/functions/create-featured-listing/handler.ts';
import { createHandler as createWebhookHandler } from '../../supabase/functions/payment-webhook/handler.ts';
import { ANON_KEY, API_URL, SERVICE_ROLE_KEY } from './emulator.ts';
import { accessToken, DAY_MS, dashboardUrl, expectAboutAMonthAway, featuredPaymentsEmulator, WEBHOOK_SECRET } from './featured-payments-fixture.ts';

// Paid featuring through Stripe, whose servers are stood in for: the Checkout session
// create-featured-listing opens, and the signed webhook events that settle it. Then who may
// feature a listing at all. The test payment provider: featured-checkout.test.ts.

const payments = featuredPaymentsEmulator();
const { newListing, listingState, paymentsOf } = payments;

describe('Stripe', () => {
  /** A pending Stripe payment for a new listing, as create-featured-listing records one. */
  async function pendingStripePayment() {
    const propertyId = await newListing();
    const reference = `cs_test_${randomUUID().replaceAll('-', '')}`;
    const { error } = await payments.emu.admin.from('featured_payments').insert({
      property_id: propertyId,
      user_id: payments.owner.id,
      provider: 'stripe',
      provider_reference: reference,
      amount: 99,
      expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    if (error) throw error;
    return { propertyId, reference };
  }

  const deliver = (payload: string, signature?: string) =>
    payments.emu.fetch(
      new Request(`${API_URL}/functions/v1/payment-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body: payload,
      }),
    );

  const event = (type: string, session: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_${randomUUID().replaceAll('-', '')}`, object: 'event', type, data: { object: { object: 'checkout.session', ...session } } });

  it('opens a Checkout session with the price, the return URLs and the payment id, and records it pending', async () => {
    const id = await newListing('Saadiyat beach villa');
    const sent: { url: string; method: string; authorization: string | null; params: URLSearchParams }[] = [];
    const expiresAt = Math.floor(Date.now() / 1000) + 31 * 60;
    const stripeServers: typeof fetch = async (input, init) => {
      sent.push({
        url: String(input),
        method: init?.method ?? 'GET',
        authorization: new Headers(init?.headers).get('authorization'),
        params: new URLSearchParams(String(init?.body ?? '')),
      });
      const session = { id: 'cs_test_featured1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_featured1', expires_at: expiresAt };
      return new Response(JSON.stringify(session), { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } });
    };
    const env = { ...payments.functionEnv, PAYMENT_PROVIDER: '', STRIPE_SECRET_KEY: 'sk_test_featured', SUPABASE_ANON_KEY: ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY };
    const request = new Request(`${API_URL}/functions/v1/create-featured-listing?propertyId=${id}`, { headers: { authorization: `Bearer ${await accessToken(payments.owner.client)}` } });
    const res = await withFunctionEnv(env, () => createFeaturedListingHandler({ stripeFetch: stripeServers })(request));
    expect(await res.json()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_featured1' });
    expect(res.status).toBe(200);

    expect(sent).toHaveLength(1);
    const [{ url, method, authorization, params }] = sent;
    expect([method, url, authorization]).toEqual(['POST', 'https://api.stripe.com/v1/checkout/sessions', 'Bearer sk_test_featured']);
    const [payment] = await paymentsOf(id);
    expect(Object.fromEntries(params)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aed',
      'line_items[0][price_data][unit_amount]': '9900',
      'line_items[0][price_data][product_data][name]': 'Featured listing for 1 month: Saadiyat beach villa',
      success_url: dashboardUrl('success', id, payment.id),
      cancel_url: dashboardUrl('cancelled', id, payment.id),
      client_reference_id: payment.id,
      'metadata[payment_id]': payment.id,
      'metadata[property_id]': id,
    });
    expect(payment).toMatchObject({ provider: 'stripe', provider_reference: 'cs_test_featured1', amount: 99, status: 'pending' });
    expect(Date.parse(payment.expires_at)).toBe(expiresAt * 1000);
  });

  it('answers 502 when Stripe fails, recording nothing', async () => {
    const id = await newListing();
    const env = { ...payments.functionEnv, STRIPE_SECRET_KEY: 'sk_test_featured', PAYMENT_PROVIDER: 'stripe', SUPABASE_ANON_KEY: ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY };
    const refusing: typeof fetch = async () =>
      new Response(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid currency' } }), { status: 400, headers: { 'content-type': 'application/json' } });
    const request = new Request(`${API_URL}/functions/v1/create-featured-listing?propertyId=${id}`, { headers: { authorization: `Bearer ${await accessToken(payments.owner.client)}` } });
    const res = await withFunctionEnv(env, () => createFeaturedListingHandler({ stripeFetch: refusing })(request));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'Failed to create featured listing' });
    // The claim is closed as failed, so it does not block the next attempt.
    expect((await paymentsOf(id)).map((p) => p.status)).toEqual(['failed']);
  });

  it('the webhook refuses a missing or wrong signature and features nothing', async () => {
    const { propertyId, reference } = await pendingStripePayment();
    const payload = event('checkout.session.completed', { id: reference, payment_status: 'paid' });
    expect((await deliver(payload)).status).toBe(400);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await deliver(payload, forged)).status).toBe(400);
    expect((await paymentsOf(propertyId)).map((p) => p.status)).toEqual(['pending']);
    expect((await listingState(propertyId)).featured_now).toBe(false);
  });

  it('a signed checkout.session.completed features the listing once, however often it arrives', async () => {
    const { propertyId, reference } = await pendingStripePayment();
    const payload = event('checkout.session.completed', { id: reference, payment_status: 'paid' });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    // Two deliveries at once (Stripe retrying while the first is still being handled).
    const answers = await Promise.all([deliver(payload, signature), deliver(payload, signature)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(await answers[0].json()).toEqual({ received: true });
    const featured = await listingState(propertyId);
    expect(featured.featured_now).toBe(true);
    expectAboutAMonthAway(featured.featured_until);
    expect((await paymentsOf(propertyId)).map((p) => p.status)).toEqual(['paid']);

    expect((await deliver(payload, signature)).status).toBe(200);
    expect((await listingState(propertyId)).featured_until).toBe(featured.featured_until);
  });

  it('the webhook closes an expired session and ignores other events', async () => {
    const { propertyId, reference } = await pendingStripePayment();
    const unrelated = event('customer.created', { id: 'cus_1' });
    expect((await deliver(unrelated, Stripe.webhooks.generateTestHeaderString({ payload: unrelated, secret: WEBHOOK_SECRET }))).status).toBe(200);
    const expired = event('checkout.session.expired', { id: reference, payment_status: 'unpaid' });
    expect((await deliver(expired, Stripe.webhooks.generateTestHeaderString({ payload: expired, secret: WEBHOOK_SECRET }))).status).toBe(200);
    expect((await paymentsOf(propertyId)).map((p) => p.status)).toEqual(['expired']);
    expect((await listingState(propertyId)).featured_now).toBe(false);
  });

  it('the webhook answers 503 when its secret is not configured', async () => {
    const res = await withFunctionEnv({ ...payments.functionEnv, STRIPE_WEBHOOK_SECRET: '' }, () =>
      createWebhookHandler()(new Request(`${API_URL}/functions/v1/payment-webhook`, { method: 'POST', body: '{}', headers: { 'stripe-signature': 't=1,v1=x' } })),
    );
    expect(res.status).toBe(503);
  });
});

describe('who may feature a listing', () => {
  it('only the service role may settle payments', async () => {
    const { data: created } = await payments.emu.admin
      .from('featured_payments')
      .insert({ property_id: await newListing(), user_id: payments.owner.id, provider: 'test', provider_reference: `test_${randomUUID()}`, amount: 99 })
      .select('provider_reference')
      .single();
    const reference = (created as { provider_reference: string }).provider_reference;
    for (const client of [payments.owner.client, payments.emu.client()]) {
      expect((await client.rpc('fulfil_featured_payment', { reference })).error?.code).toBe('42501');
      expect((await client.rpc('close_featured_payment', { reference, new_status: 'cancelled' })).error?.code).toBe('42501');
    }
    expect((await payments.emu.admin.from('featured_payments').select('status').eq('provider_reference', reference).single()).data).toEqual({ status: 'pending' });
  });

  it('owners cannot feature their listing or change its owner through the API', async () => {
    const id = await newListing();
    const until = new Date(Date.now() + 30 * DAY_MS).toISOString();
    for (const change of [{ is_featured: true }, { featured_until: until }, { user_id: payments.stranger.id }]) {
      expect((await payments.owner.client.from('properties').update(change).eq('id', id)).error?.code).toBe('42501');
    }
    expect(await listingState(id)).toMatchObject({ is_featured: false, featured_until: null });
  });
});
